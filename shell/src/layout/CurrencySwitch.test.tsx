import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preferences } from '@kemet/platform';
import { renderAt } from '../testing/renderAt';
import '../messages/shellMessages';
import { CurrencySwitch } from './CurrencySwitch';

afterEach(() => act(() => preferences.set({ chosenCurrency: null }, { remember: false })));

test('is a GET form to the same page that keeps its query, for a choice without the page code', () => {
  const { container } = renderAt(<CurrencySwitch />, '/events?sort=name&page=2&lang=ar');
  const form = container.querySelector('form')!;
  expect(form).toHaveAttribute('method', 'get');
  expect(form).toHaveAttribute('action', '/events');
  expect(Object.fromEntries(new FormData(form))).toEqual({ sort: 'name', page: '2', currency: 'USD' });
  expect(screen.getByRole('button', { name: 'Apply' })).toHaveAttribute('type', 'submit');
});

test('with the code live, a change applies at once, with no page load', async () => {
  const user = userEvent.setup();
  renderAt(<CurrencySwitch />, '/tours');
  const submitted = jest.fn((event: SubmitEvent) => expect(event.defaultPrevented).toBe(true));
  document.addEventListener('submit', submitted);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
  expect(preferences.getState().currency).toBe('EUR');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(submitted).toHaveBeenCalledTimes(1);
  document.removeEventListener('submit', submitted);
});
