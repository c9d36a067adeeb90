import { screen } from '@testing-library/react';
import ForgotPasswordPage from './ForgotPasswordPage';
import { renderPage } from '../testing/renderPage';

it('says how to get help: the support address, the Support page, and that we never ask for passwords', async () => {
  await renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'support@kemet.example' })).toHaveAttribute('href', 'mailto:support@kemet.example');
  expect(screen.getByRole('link', { name: 'Support page' })).toHaveAttribute('href', '/support');
  expect(screen.getByText('We never ask for your password')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');
});
