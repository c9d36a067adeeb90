// ToursPage: exposed to the shell as 'catalog/ToursPage'.
export default function ToursPage() {
  return <section data-testid="catalog-ToursPage"><h1>ToursPage</h1></section>;
}
