// RecentEvents: exposed to the shell as 'catalog/RecentEvents'.
export default function RecentEvents() {
  return <section data-testid="catalog-RecentEvents"><h1>RecentEvents</h1></section>;
}
