// EventDetailsPage: exposed to the shell as 'catalog/EventDetailsPage'.
export default function EventDetailsPage() {
  return <section data-testid="catalog-EventDetailsPage"><h1>EventDetailsPage</h1></section>;
}
