// The fixture remote's page (exposed as 'partner/OffersPage'): plain text the e2e test finds in the server's HTML.
export default function OffersPage() {
  return (
    <section>
      <h1>Partner offers</h1>
      <p>Felucca rides at sunset, offered by a partner the shell was never built with.</p>
    </section>
  );
}
