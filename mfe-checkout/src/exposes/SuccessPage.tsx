// SuccessPage: exposed to the shell as 'checkout/SuccessPage' (/success).
import '../messages/checkoutMessages';
export { default } from '../result/SuccessPage';
