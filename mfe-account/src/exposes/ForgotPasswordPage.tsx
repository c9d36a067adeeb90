// ForgotPasswordPage: exposed to the shell as 'account/ForgotPasswordPage'.
export default function ForgotPasswordPage() {
  return <section data-testid="account-ForgotPasswordPage"><h1>ForgotPasswordPage</h1></section>;
}
