// Privacy Policy: what Kemet collects, why, and the traveler's choices.
import { InfoPage } from './InfoPage';

export function PrivacyPage() {
  return (
    <InfoPage title="Privacy Policy" lead="What we collect, why we collect it, and how you stay in control." updated="1 March 2025">
      <h2>What we collect</h2>
      <p>
        When you create an account we store your name, email address and a securely hashed password. When you book, we keep the booking details and
        the last four digits of the card used. Messages you send through our forms are kept so we can answer them.
      </p>
      <h2>How we use it</h2>
      <p>
        We use your data to run your account, process bookings, share the details a partner needs to welcome you, and answer your questions. If you
        subscribe to our newsletter, we use your email to send it, once a month at most.
      </p>
      <h2>Cookies and storage</h2>
      <p>
        We use one session cookie to keep you signed in and a small entry in your browser storage to remember that you are signed in. We do not use
        advertising or third-party tracking cookies.
      </p>
      <h2>Your choices</h2>
      <p>
        You can ask for a copy of your data, correct it or delete your account at any time by writing to{' '}
        <a href="mailto:privacy@kemet.example">privacy@kemet.example</a>. Every newsletter has an unsubscribe link.
      </p>
    </InfoPage>
  );
}
