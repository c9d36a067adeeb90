// TicketPage: exposed to the shell as 'checkout/TicketPage' (/bookings/:reference, signed-in only).
export { default } from '../tickets/TicketPage';
