// EventsPage: exposed to the shell as 'catalog/EventsPage'.
export default function EventsPage() {
  return <section data-testid="catalog-EventsPage"><h1>EventsPage</h1></section>;
}
