// BookingsPage: exposed to the shell as 'checkout/BookingsPage' (/bookings, signed-in only).
export { default } from '../bookings/BookingsPage';
