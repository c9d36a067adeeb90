// EventsMap: exposed to the shell as 'map/EventsMap' (on the events page, no route).
export { default } from '../map/EventsMap';
