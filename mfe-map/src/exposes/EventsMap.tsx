// EventsMap: exposed to the shell as 'map/EventsMap' (on the events page, no route); registers the map's words first.
import '../messages/mapMessages';

export { default } from '../map/EventsMap';
