// ForgotPasswordPage: exposed to the shell as 'account/ForgotPasswordPage' (/forgot-password).
export { default } from '../help/ForgotPasswordPage';
