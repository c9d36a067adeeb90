// Support Center: how to get help with bookings, payments and a forgotten password.
import { Link } from '@kemet/platform';
import { InfoPage } from './InfoPage';

export function SupportPage() {
  return (
    <InfoPage title="Support Center" lead="Help with your account, bookings and payments. Most questions are answered within one working day.">
      <h2>Contact our support team</h2>
      <p>
        Email <a href="mailto:support@kemet.example">support@kemet.example</a> or call <a href="tel:+20223456789">+20 2 2345 6789</a>, Sunday to
        Thursday, 9:00 to 18:00 Cairo time. Please include your booking reference if your question is about a booking.
      </p>
      <h2>I forgot my password</h2>
      <p>
        Write to <a href="mailto:support@kemet.example">support@kemet.example</a> from the email address you signed up with, or call us on the number
        above. After a short identity check we will help you set a new password. Our team will never ask you for your current password. You can also
        read the <Link to="/forgot-password">password help page</Link>.
      </p>
      <h2>Bookings and cancellations</h2>
      <p>
        You can see and cancel your bookings on the <Link to="/bookings">My bookings</Link> page once you are signed in. Whether a cancellation is
        free depends on the policy of the event or tour, which is shown before you pay.
      </p>
      <h2>More answers</h2>
      <p>
        Our <Link to="/faq">FAQ</Link> covers booking, payment methods, visas and the best time to travel.
      </p>
    </InfoPage>
  );
}
