// The checkout remote run alone (npm run serve -w mfe-checkout, port 8084): its pages without the shell, for the team's
// own checks.
import { mountStandalone } from '@kemet/platform/standalone';
import '@kemet/ui/tokens.css';
import PaymentPage from './exposes/PaymentPage';
import SuccessPage from './exposes/SuccessPage';
import BookingsPage from './exposes/BookingsPage';
import TicketPage from './exposes/TicketPage';

mountStandalone(document.getElementById('root')!, {
  '/payment/:eventId': <PaymentPage />,
  '/success': <SuccessPage />,
  '/bookings': <BookingsPage />,
  '/bookings/:reference': <TicketPage />,
});
