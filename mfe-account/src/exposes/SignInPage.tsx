// SignInPage: exposed to the shell as 'account/SignInPage' (/signin).
export { default } from '../signin/SignInPage';
