import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@kemet/platform';
import { formsApi } from '../../api/formsApi';
import { NewsletterBox } from './NewsletterBox';

jest.mock('../../api/formsApi', () => ({
  ...jest.requireActual('../../api/formsApi'),
  formsApi: { newsletter: jest.fn() },
}));

const newsletter = jest.mocked(formsApi.newsletter);
const email = () => screen.getByLabelText('Email address');
const subscribe = () => screen.getByRole('button', { name: 'Subscribe' });

test('an invalid address shows the field error and is not sent', async () => {
  const user = userEvent.setup();
  render(<NewsletterBox />);
  expect(email()).toHaveAttribute('type', 'email');
  await user.type(email(), 'not-an-email');
  await user.click(subscribe());
  expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
  expect(email()).toHaveAttribute('aria-invalid', 'true');
  expect(newsletter).not.toHaveBeenCalled();
});

test('success shows the server message and clears the field', async () => {
  newsletter.mockResolvedValue({ ok: true, message: 'Thanks! Please check your inbox.' });
  const user = userEvent.setup();
  render(<NewsletterBox />);
  await user.type(email(), '  ada@example.com ');
  await user.click(subscribe());
  expect(await screen.findByRole('status')).toHaveTextContent('Thanks! Please check your inbox.');
  expect(newsletter).toHaveBeenCalledWith({ email: 'ada@example.com' });
  expect(email()).toHaveValue('');
});

test('a server field error lands on the field', async () => {
  newsletter.mockRejectedValue(
    new ApiError(400, 'VALIDATION', 'Invalid input', { email: 'This address cannot receive mail' }),
  );
  const user = userEvent.setup();
  render(<NewsletterBox />);
  await user.type(email(), 'ada@example.com');
  await user.click(subscribe());
  expect(await screen.findByText('This address cannot receive mail')).toBeInTheDocument();
  expect(email()).toHaveAttribute('aria-invalid', 'true');
});

test('a network failure says so and keeps the input', async () => {
  newsletter.mockRejectedValue(new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE));
  const user = userEvent.setup();
  render(<NewsletterBox />);
  await user.type(email(), 'ada@example.com');
  await user.click(subscribe());
  expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
  expect(email()).toHaveValue('ada@example.com');
});

test('too many subscriptions from here: says when to try again and keeps the input', async () => {
  newsletter.mockRejectedValue(new ApiError(429, 'RATE_LIMITED', 'Too many attempts.', {}, 120));
  const user = userEvent.setup();
  render(<NewsletterBox />);
  await user.type(email(), 'ada@example.com');
  await user.click(subscribe());
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 2 minutes.');
  expect(email()).toHaveValue('ada@example.com');
});
