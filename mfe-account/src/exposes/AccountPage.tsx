// AccountPage: exposed to the shell as 'account/AccountPage'.
export default function AccountPage() {
  return <section data-testid="account-AccountPage"><h1>AccountPage</h1></section>;
}
