// Terms of Service: a short, plain-language summary of the rules for using Kemet.
import { InfoPage } from './InfoPage';

export function TermsPage() {
  return (
    <InfoPage title="Terms of Service" lead="The rules for using Kemet, in plain language." updated="1 March 2025">
      <h2>Who we are</h2>
      <p>
        Kemet is a marketplace that lists events and tours in Egypt run by independent partner providers. When you book, your contract for the
        experience is with the partner; Kemet handles the listing, the booking and your tickets.
      </p>
      <h2>Your account</h2>
      <p>
        You need an account to book. Keep your password private and tell us at once if you think someone else has used your account. You must give
        accurate information and be at least 18 years old to book.
      </p>
      <h2>Bookings, prices and cancellations</h2>
      <p>
        Prices are shown in US dollars and include taxes. A booking is confirmed when you receive your confirmation. Each event or tour has its own
        cancellation policy, shown before you pay; refunds follow that policy.
      </p>
      <h2>Acceptable use</h2>
      <p>
        Do not misuse the site: no automated scraping, no attempts to break its security, and no false reviews or bookings. We may suspend accounts
        that break these rules.
      </p>
      <h2>Liability</h2>
      <p>
        Partners are responsible for running their experiences safely and as described. Kemet is responsible for the booking service it provides,
        within the limits allowed by Egyptian law.
      </p>
    </InfoPage>
  );
}
