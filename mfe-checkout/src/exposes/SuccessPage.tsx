// SuccessPage: exposed to the shell as 'checkout/SuccessPage'.
export default function SuccessPage() {
  return <section data-testid="checkout-SuccessPage"><h1>SuccessPage</h1></section>;
}
