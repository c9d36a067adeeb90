// PaymentPage: exposed to the shell as 'checkout/PaymentPage' (/payment/:eventId, signed-in only).
import '../messages/checkoutMessages';
export { default } from '../payment/PaymentPage';
