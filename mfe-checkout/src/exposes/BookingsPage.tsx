// BookingsPage: exposed to the shell as 'checkout/BookingsPage'.
export default function BookingsPage() {
  return <section data-testid="checkout-BookingsPage"><h1>BookingsPage</h1></section>;
}
