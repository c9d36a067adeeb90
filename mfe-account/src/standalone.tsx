// The account remote run alone (npm run serve -w mfe-account, port 8083): its pages without the shell, for the team's
// own checks.
import { mountStandalone } from '@kemet/platform/standalone';
import '@kemet/ui/tokens.css';
import SignInPage from './exposes/SignInPage';
import AccountPage from './exposes/AccountPage';
import ForgotPasswordPage from './exposes/ForgotPasswordPage';
import ResetPasswordPage from './exposes/ResetPasswordPage';
import GatePage from './exposes/GatePage';

mountStandalone(document.getElementById('root')!, {
  '/signin': <SignInPage />,
  '/account': <AccountPage />,
  '/forgot-password': <ForgotPasswordPage />,
  '/reset-password': <ResetPasswordPage />,
  '/gate': <GatePage />,
});
