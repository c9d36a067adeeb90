// SignInPage: exposed to the shell as 'account/SignInPage' (/signin).
import '../messages/accountMessages'; // registers the account namespace before the page renders
export { default } from '../signin/SignInPage';
