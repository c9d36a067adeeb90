// AccountPage: exposed to the shell as 'account/AccountPage' (/account, signed in only).
export { default } from '../account/AccountPage';
