// TourDetailsPage: exposed to the shell as 'catalog/TourDetailsPage'.
export default function TourDetailsPage() {
  return <section data-testid="catalog-TourDetailsPage"><h1>TourDetailsPage</h1></section>;
}
