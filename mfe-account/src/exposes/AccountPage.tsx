// AccountPage: exposed to the shell as 'account/AccountPage' (/account, signed in only).
import '../messages/accountMessages'; // registers the account namespace before the page renders
export { default } from '../account/AccountPage';
