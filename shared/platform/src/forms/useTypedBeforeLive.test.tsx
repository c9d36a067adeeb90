// A server-rendered form typed into before the page was live: hydrating it keeps what was typed, in the form's state
// as on screen, so the form can be sent at once.
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { object, string } from 'yup';
import { Button } from '@kemet/ui';
import { FormField, FormikForm, useKemetForm } from '@kemet/platform/forms';

const schema = object({ email: string().required('Email is required'), city: string().required('City is required') });

function EarlyForm() {
  const form = useKemetForm({ initialValues: { email: '', city: '' }, validationSchema: schema, submit: jest.fn() });
  return (
    <FormikForm form={form} aria-label="Early">
      <FormField name="email" label="Email" />
      <FormField name="city" label="City" />
      <Button type="submit" disabled={!form.canSubmit}>
        Send
      </Button>
    </FormikForm>
  );
}

it('takes what was typed into the server-rendered fields before hydration, every field at once', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<EarlyForm />);
  document.body.append(container);
  // Typed while the page was still only HTML: no React handler saw it.
  (container.querySelector('input[name=email]') as HTMLInputElement).value = 'nour@example.com';
  (container.querySelector('input[name=city]') as HTMLInputElement).value = 'Aswan';

  await act(async () => void hydrateRoot(container, <EarlyForm />));

  // The form takes the typed text as it goes live, then validates it.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  expect(screen.getByLabelText('Email')).toHaveValue('nour@example.com');
  expect(screen.getByLabelText('City')).toHaveValue('Aswan');
});

function NestedForm() {
  const form = useKemetForm({
    initialValues: { card: 'visa', cvc: { visa: '', mastercard: '' } },
    validationSchema: object(),
    submit: jest.fn(),
  });
  const { values, setFieldValue } = form.formik;
  return (
    <FormikForm form={form} aria-label="Nested">
      <label>
        Visa CVC
        <input
          name="cvc.visa"
          value={values.cvc.visa}
          onChange={(event) => void setFieldValue('cvc.visa', event.target.value)}
        />
      </label>
      <label>
        Mastercard CVC
        <input
          name="cvc.mastercard"
          value={values.cvc.mastercard}
          onChange={(event) => void setFieldValue('cvc.mastercard', event.target.value)}
        />
      </label>
      <output>{JSON.stringify(values)}</output>
    </FormikForm>
  );
}

it('takes a nested field by the path in its name, and leaves the others as they were', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<NestedForm />);
  document.body.append(container);
  (container.querySelector('input[name="cvc.mastercard"]') as HTMLInputElement).value = '123';

  await act(async () => void hydrateRoot(container, <NestedForm />));

  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent('{"card":"visa","cvc":{"visa":"","mastercard":"123"}}'),
  );
  expect(screen.getByLabelText('Mastercard CVC')).toHaveValue('123');
});
