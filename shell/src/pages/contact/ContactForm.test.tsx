import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kemet/platform';
import { formsApi } from '../../api/formsApi';
import { ContactForm } from './ContactForm';

jest.mock('../../api/formsApi', () => ({
  ...jest.requireActual('../../api/formsApi'),
  formsApi: { contact: jest.fn() },
}));

const contact = jest.mocked(formsApi.contact);

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of [
    ['Username', 'Ada'],
    ['Email', 'ada@example.com'],
    ['Message', 'Can you arrange a private tour of Karnak?'],
  ]) {
    await user.click(screen.getByLabelText(label!));
    await user.paste(value);
  }
}

test('shows field errors once a field is touched, and all of them on SEND', async () => {
  const user = userEvent.setup();
  render(<ContactForm />);
  await user.type(screen.getByLabelText('Username'), 'Al');
  await user.tab();
  expect(await screen.findByText('Name must be at least 3 characters long')).toBeInTheDocument();
  expect(screen.queryByText('Email is required')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'SEND' }));
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('This field is required')).toBeInTheDocument();
  expect(contact).not.toHaveBeenCalled();
});

test('maps the server field errors onto the fields', async () => {
  contact.mockRejectedValue(
    new ApiError(400, 'VALIDATION', 'Invalid input', { message: 'Please write a little more' }),
  );
  const user = userEvent.setup();
  render(<ContactForm />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'SEND' }));
  expect(await screen.findByText('Please write a little more')).toBeInTheDocument();
  expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
});

test('confirms with the server message and resets the form', async () => {
  contact.mockResolvedValue({ ok: true, message: 'Thank you, we will reply within one working day.' });
  const user = userEvent.setup();
  render(<ContactForm />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'SEND' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Thank you, we will reply within one working day.');
  expect(contact).toHaveBeenCalledWith({
    username: 'Ada',
    email: 'ada@example.com',
    message: 'Can you arrange a private tour of Karnak?',
  });
  expect(screen.getByLabelText('Username')).toHaveValue('');
});

test('too many messages from here: says when to try again and keeps the message', async () => {
  contact.mockRejectedValue(new ApiError(429, 'RATE_LIMITED', 'Too many attempts.', {}, 45));
  const user = userEvent.setup();
  render(<ContactForm />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'SEND' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 45 seconds.');
  expect(screen.getByLabelText('Message')).toHaveValue('Can you arrange a private tour of Karnak?');
});
