// ResetPasswordPage: exposed to the shell as 'account/ResetPasswordPage' (/reset-password).
export { default } from '../help/ResetPasswordPage';
