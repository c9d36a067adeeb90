import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import { ApiError } from '@kemet/platform';
import { Button } from '@kemet/ui';
import { FormField, FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';

const schema = object({ city: string().trim().required('City is required') });

function CityForm({ send }: { send: (city: string) => Promise<string> }) {
  const form = useKemetForm({
    initialValues: { city: '' },
    validationSchema: schema,
    validateOnMount: true,
    submit: ({ city }) => send(city),
  });
  return (
    <FormikForm form={form} aria-label="Tour start">
      <FormField name="city" label="City" hint="Where the tour starts" />
      <FormStatusNotice />
      <Button type="submit" disabled={!form.canSubmit} busy={form.busy}>
        Save
      </Button>
    </FormikForm>
  );
}

async function open(send: (city: string) => Promise<string>) {
  const user = userEvent.setup();
  render(<CityForm send={send} />);
  await act(async () => undefined);
  return { user, city: screen.getByLabelText('City'), save: screen.getByRole('button', { name: 'Save' }) };
}

describe('a form built with useKemetForm and FormField', () => {
  it("shows the rule's message once the field is touched, linked to the field, and waits for valid input", async () => {
    const { user, city, save } = await open(jest.fn());
    expect(save).toBeDisabled();
    expect(city).toHaveAccessibleDescription('Where the tour starts');
    await user.click(city);
    await user.tab();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('City is required Where the tour starts');
    await user.type(city, 'Luxor');
    expect(screen.queryByText('City is required')).toBeNull();
    expect(save).toBeEnabled();
  });

  it("puts the service's field message under its field until the field is edited", async () => {
    const send = jest
      .fn()
      .mockRejectedValue(new ApiError(400, 'VALIDATION', 'Check the form', { city: 'We do not run tours there yet' }));
    const { user, city, save } = await open(send);
    await user.type(city, 'Siwa');
    await user.click(save);
    expect(await screen.findByText('We do not run tours there yet')).toBeInTheDocument();
    expect(city).toHaveAccessibleDescription('We do not run tours there yet Where the tour starts');
    await user.type(city, ' Oasis');
    expect(screen.queryByText('We do not run tours there yet')).toBeNull();
  });

  it('shows a 429 with when to try again, and the confirmation on success', async () => {
    const send = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(429, 'RATE_LIMITED', 'Too many attempts.', {}, 30))
      .mockResolvedValueOnce('Saved: Aswan');
    const { user, city, save } = await open(send);
    await user.type(city, 'Aswan');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 30 seconds.');
    await user.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: Aswan');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends once while a submission is in flight, whether clicked twice or Enter pressed twice', async () => {
    let answer: (message: string) => void = () => undefined;
    const send = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const { user, city, save } = await open(send);
    await user.type(city, 'Giza');
    await user.dblClick(save);
    await user.type(city, '{Enter}{Enter}');
    expect(save).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer('Saved: Giza'));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: Giza');
    expect(send).toHaveBeenCalledTimes(1);
  });
});
