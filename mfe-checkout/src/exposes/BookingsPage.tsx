// BookingsPage: exposed to the shell as 'checkout/BookingsPage' (/bookings, signed-in only).
import '../messages/checkoutMessages';
export { default } from '../bookings/BookingsPage';
