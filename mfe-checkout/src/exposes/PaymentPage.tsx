// PaymentPage: exposed to the shell as 'checkout/PaymentPage' (/payment/:eventId, signed-in only).
import '../messages/checkoutMessages';
export { default } from '../payment/PaymentPage';

// The server render's hook (ServerPageHooks, @kemet/platform/server-render): the page's non-personal data.
export { prefetchPayment as prefetch } from '../payment/paymentServerHooks';
