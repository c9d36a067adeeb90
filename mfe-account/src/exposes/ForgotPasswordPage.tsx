// ForgotPasswordPage: exposed to the shell as 'account/ForgotPasswordPage' (/forgot-password).
import '../messages/accountMessages'; // registers the account namespace before the page renders
export { default } from '../help/ForgotPasswordPage';
