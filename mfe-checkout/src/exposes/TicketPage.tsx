// TicketPage: exposed to the shell as 'checkout/TicketPage' (/bookings/:reference, signed-in only).
import '../messages/checkoutMessages';
export { default } from '../tickets/TicketPage';
