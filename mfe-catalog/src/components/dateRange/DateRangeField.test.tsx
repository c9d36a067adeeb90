// The search form's "when": a range on Kemet's calendar once the page is live, the native date fields before that (the
// server's HTML) and without JavaScript. Today is 2 March 2027 in Cairo.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@kemet/platform';
import { currentUrl, inLanguage, renderAt } from '@kemet/tooling/testing';
import { readPartySearch } from '../../hooks/usePartySearch';
import { PartySearchForm } from '../PartySearchForm';

const TODAY = new Date('2027-03-02T10:00:00Z').getTime();

const form = (url: string) => (
  <PartySearchForm state={readPartySearch(new URL(url, 'http://localhost').searchParams)} />
);
const renderForm = (url = '/events') => renderAt(url, '/events', form(url));
const searchForm = () => screen.getByRole('search', { name: 'Search by dates and travellers' });
/** The calendar's popover, once its chunk has loaded. */
async function calendarOpen() {
  const calendar = await screen.findByRole('dialog', { name: /^(Your dates|تواريخ رحلتك)$/ });
  await within(calendar).findByRole('grid');
  return calendar;
}
const field = (name: string) => searchForm().querySelector<HTMLInputElement>(`input[name=${name}]`);

// The calendar is a lazy chunk: loaded once here, so the first test's wait for it is not spent compiling it.
beforeAll(() => import('./RangeCalendar'));
// As a browser's, it answers a promise.
const scrollIntoView = jest.fn(() => Promise.resolve());
beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(TODAY);
  Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
});
afterEach(() => {
  jest.restoreAllMocks();
  scrollIntoView.mockClear();
});

describe('the search form’s dates on the calendar', () => {
  it('picks a first and a last day, shows the range on its button and sends it as from and to', async () => {
    const user = userEvent.setup();
    renderForm();
    const when = screen.getByRole('button', { name: 'When Choose dates' });
    expect(when).toHaveAttribute('aria-expanded', 'false');
    await user.click(when);
    const calendar = await calendarOpen();
    expect(when).toHaveAttribute('aria-expanded', 'true');
    // Brought into view whole, below a button low on a phone's screen.
    expect(scrollIntoView.mock.contexts).toContain(calendar);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    expect(within(calendar).getByText('Pick your first day.')).toBeInTheDocument();
    await user.click(within(calendar).getByRole('button', { name: 'Wednesday, 3 March 2027' }));
    expect(within(calendar).getByRole('button', { name: 'Wednesday, 3 March 2027, first day' })).toBeInTheDocument();
    expect(within(calendar).getByText(/^Now pick your last day/)).toBeInTheDocument();
    await user.click(within(calendar).getByRole('button', { name: 'Saturday, 6 March 2027' }));

    // A whole range closes the calendar and gives the focus back to its button.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'When 3 Mar – 6 Mar' })).toHaveFocus();
    expect(field('from')).toHaveValue('2027-03-03');
    expect(field('to')).toHaveValue('2027-03-06');
    await user.click(screen.getByRole('button', { name: 'Find what we can book' }));
    expect(currentUrl(screen.getByTestId)).toBe(
      '/events?from=2027-03-03&to=2027-03-06&adults=2&children=0&infants=0&residency=foreign',
    );
  });

  it('opens on the URL’s range; days before today and a last day past a year from the first cannot be picked', async () => {
    const user = userEvent.setup();
    renderForm('/events?from=2027-03-03');
    await user.click(screen.getByRole('button', { name: 'When From 3 Mar' }));
    const calendar = await calendarOpen();
    expect(within(calendar).getByRole('grid', { name: 'March 2027' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Monday, 1 March 2027' })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: 'Tuesday, 2 March 2027' })).toBeEnabled();
    expect(within(calendar).getByRole('button', { name: 'Go to the Previous Month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    for (let month = 0; month < 12; month++)
      await user.click(within(calendar).getByRole('button', { name: 'Go to the Next Month' }));
    expect(within(calendar).getByRole('grid', { name: 'March 2028' })).toBeInTheDocument();
    // 366 days, the search's longest range.
    expect(within(calendar).getByRole('button', { name: 'Friday, 3 March 2028' })).toBeEnabled();
    expect(within(calendar).getByRole('button', { name: 'Saturday, 4 March 2028' })).toBeDisabled();
  });

  it('works from the keyboard: Enter opens it on a day, arrows move, Enter picks, Escape closes back to the button', async () => {
    const user = userEvent.setup();
    renderForm();
    screen.getByRole('button', { name: 'When Choose dates' }).focus();
    await user.keyboard('{Enter}');
    const calendar = await calendarOpen();
    expect(within(calendar).getByRole('button', { name: 'Tuesday, 2 March 2027' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(field('from')).toHaveValue('2027-03-03');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'When From 3 Mar' })).toHaveFocus();
  });

  it('asks for a first day instead of searching without one', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Find what we can book' }));
    expect(await calendarOpen()).toBeInTheDocument();
    expect(currentUrl(screen.getByTestId)).toBe('/events');
  });

  describe('in Arabic', () => {
    beforeEach(() => inLanguage('ar'));
    afterEach(() => inLanguage('en'));

    it('is the Egyptian Arabic calendar, right to left, its range in Arabic digits', async () => {
      const user = userEvent.setup();
      renderAt('/ar/events', '/ar/events', form('/events?from=2027-03-03&to=2027-03-06'));
      const when = screen.getByRole('button', { name: 'متى ٣ مارس – ٦ مارس' });
      await user.click(when);
      const calendar = await calendarOpen();
      const grid = within(calendar).getByRole('grid', { name: 'مارس ٢٠٢٧' });
      expect(grid.closest('[dir]')).toHaveAttribute('dir', 'rtl');
      expect(within(grid).getAllByRole('columnheader', { hidden: true })[0]).toHaveTextContent('س');
      expect(within(grid).getByRole('button', { name: /٣ مارس ٢٠٢٧، اليوم الأول$/ })).toBeInTheDocument();
      expect(within(grid).getByRole('button', { name: /٦ مارس ٢٠٢٧، اليوم الأخير$/ })).toBeInTheDocument();
    });
  });
});

describe('before the page’s code runs', () => {
  const page = (url: string) => <MemoryRouter initialEntries={[url]}>{form(url)}</MemoryRouter>;

  it('is the two native date fields in the server’s HTML', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page('/events?from=2027-03-03&to=2027-03-06'));
    expect(within(container).getByLabelText('From')).toMatchObject({ type: 'date', name: 'from', value: '2027-03-03' });
    expect(within(container).getByLabelText('From')).toBeRequired();
    expect(within(container).getByLabelText('To')).toMatchObject({ type: 'date', name: 'to', value: '2027-03-06' });
    expect(within(container).queryByRole('button', { name: /^When/ })).not.toBeInTheDocument();
  });

  it('becomes the calendar’s button once hydrated, keeping the dates typed before', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page('/events'));
    document.body.append(container);
    // Typed while the page was still only HTML: no React handler saw it.
    within(container).getByLabelText<HTMLInputElement>('From').value = '2027-04-10';

    await act(async () => void hydrateRoot(container, page('/events')));

    expect(within(container).queryByLabelText('From')).not.toBeInTheDocument();
    expect(within(container).getByRole('button', { name: 'When From 10 Apr' })).toBeInTheDocument();
    expect(container.querySelector('input[name=from]')).toHaveValue('2027-04-10');
    container.remove();
  });
});
