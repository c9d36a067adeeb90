// SignInPage: exposed to the shell as 'account/SignInPage'.
export default function SignInPage() {
  return <section data-testid="account-SignInPage"><h1>SignInPage</h1></section>;
}
