// PaymentPage: exposed to the shell as 'checkout/PaymentPage'.
export default function PaymentPage() {
  return <section data-testid="checkout-PaymentPage"><h1>PaymentPage</h1></section>;
}
