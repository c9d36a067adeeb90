// HomeTours: exposed to the shell as 'catalog/HomeTours'.
export default function HomeTours() {
  return <section data-testid="catalog-HomeTours"><h1>HomeTours</h1></section>;
}
