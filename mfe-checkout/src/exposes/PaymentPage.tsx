// PaymentPage: exposed to the shell as 'checkout/PaymentPage' (/payment/:eventId, signed-in only).
export { default } from '../payment/PaymentPage';
