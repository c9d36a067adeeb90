// The account remote run alone (npm run serve -w mfe-account, port 8083): its pages without the shell, for the team's own checks.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, QueryProvider, Route, Routes } from '@kemet/platform';
import '@kemet/ui/tokens.css';
import SignInPage from './exposes/SignInPage';
import AccountPage from './exposes/AccountPage';
import ForgotPasswordPage from './exposes/ForgotPasswordPage';
import ResetPasswordPage from './exposes/ResetPasswordPage';

export function mountStandalone(container: HTMLElement) {
  createRoot(container).render(
    <QueryProvider>
      <BrowserRouter>
        <Routes>
          <Route path="/signin" element={<SignInPage />} />
          <Route path="/account" element={<AccountPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
        </Routes>
      </BrowserRouter>
    </QueryProvider>,
  );
}
