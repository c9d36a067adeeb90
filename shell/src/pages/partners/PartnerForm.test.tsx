import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kemet/platform';
import { formsApi } from '../../api/formsApi';
import { PartnerForm } from './PartnerForm';

jest.mock('../../api/formsApi', () => ({
  ...jest.requireActual('../../api/formsApi'),
  formsApi: { partnerApplication: jest.fn() },
}));

const apply = jest.mocked(formsApi.partnerApplication);

const ANSWERS: [string, string][] = [
  ['Business name', 'Nile Sails'],
  ['Type of business', 'Tour operator'],
  ['Website', 'https://nilesails.example'],
  ['Address', '3 Corniche, Aswan'],
  ['Email', 'hello@nilesails.example'],
  ['Phone number', '+20 97 123 4567'],
  ['Why do you want to partner with Kemet?', 'To reach more travelers.'],
  ['What services do you offer to travelers?', 'Felucca trips and Nubian dinners.'],
];

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of ANSWERS) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

test('has every field of the application', () => {
  render(<PartnerForm />);
  for (const [label] of ANSWERS) expect(screen.getByLabelText(label)).toBeInTheDocument();
  expect(screen.getByLabelText('Additional information or a proposal (optional)')).toBeInTheDocument();
});

test('shows field errors for bad input', async () => {
  const user = userEvent.setup();
  render(<PartnerForm />);
  await user.type(screen.getByLabelText('Website'), 'nilesails');
  await user.type(screen.getByLabelText('Phone number'), 'call me');
  await user.click(screen.getByRole('button', { name: 'SEND' }));
  expect(await screen.findByText('Enter a full website address, like https://example.com')).toBeInTheDocument();
  expect(screen.getByText('Enter a phone number of 6 to 20 digits, spaces or + - ( )')).toBeInTheDocument();
  expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(5);
  expect(apply).not.toHaveBeenCalled();
});

test('maps the server field errors onto the fields', async () => {
  apply.mockRejectedValue(
    new ApiError(400, 'VALIDATION', 'Invalid input', { businessName: 'This business has already applied' }),
  );
  const user = userEvent.setup();
  render(<PartnerForm />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'SEND' }));
  expect(await screen.findByText('This business has already applied')).toBeInTheDocument();
  expect(screen.getByLabelText('Business name')).toHaveAttribute('aria-invalid', 'true');
});

test('confirms with the server message', async () => {
  apply.mockResolvedValue({ ok: true, message: 'Thank you! Our partnerships team will be in touch.' });
  const user = userEvent.setup();
  render(<PartnerForm />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'SEND' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Our partnerships team will be in touch.');
  expect(apply).toHaveBeenCalledWith(expect.objectContaining({ businessName: 'Nile Sails', additionalInfo: '' }));
});

test('too many applications from here: says when to try again and keeps the answers', async () => {
  apply.mockRejectedValue(new ApiError(429, 'RATE_LIMITED', 'Too many attempts.', {}, 90));
  const user = userEvent.setup();
  render(<PartnerForm />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'SEND' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 2 minutes.');
  expect(screen.getByLabelText('Business name')).toHaveValue('Nile Sails');
});
