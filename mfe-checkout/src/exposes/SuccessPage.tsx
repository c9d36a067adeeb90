// SuccessPage: exposed to the shell as 'checkout/SuccessPage' (/success).
export { default } from '../result/SuccessPage';
