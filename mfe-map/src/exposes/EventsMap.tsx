// EventsMap: exposed to the shell as 'map/EventsMap'.
export default function EventsMap() {
  return <section data-testid="map-EventsMap"><h1>EventsMap</h1></section>;
}
