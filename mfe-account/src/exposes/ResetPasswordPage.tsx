// ResetPasswordPage: exposed to the shell as 'account/ResetPasswordPage' (/reset-password).
import '../messages/accountMessages'; // registers the account namespace before the page renders
export { default } from '../help/ResetPasswordPage';
