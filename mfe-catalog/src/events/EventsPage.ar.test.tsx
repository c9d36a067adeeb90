// The events page in Arabic: the filter bar's words, facets shown by label and filtered by name, the cards and pager.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, inLanguage, makeExperience, makePage, renderAt } from '@kemet/tooling/testing';
import { experiencesApi } from '@kemet/platform/experiences-api';
import { EventsPage } from './EventsPage';

jest.mock('@kemet/platform/experiences-api', () => jest.requireActual('../testing/mockModules').mockExperiencesApi());
jest.mock('@kemet/platform', () => jest.requireActual('../testing/mockModules').mockPlatform());
const api = jest.mocked(experiencesApi);

const provider = { ...makeExperience().provider, name: 'Nile Horizon Tours', label: 'Nile Horizon Tours' };

beforeEach(async () => {
  jest.clearAllMocks();
  await inLanguage('ar');
  api.list.mockImplementation(async (query = {}) =>
    makePage(
      Array.from({ length: 6 }, (_, i) =>
        makeExperience({ id: i + 1, location: 'Luxor', locationLabel: 'الأقصر', provider }),
      ),
      query.page ?? 1,
      6,
      14,
    ),
  );
  api.locations.mockResolvedValue([
    { name: 'Aswan', label: 'أسوان', count: 2 },
    { name: 'Luxor', label: 'الأقصر', count: 5 },
  ]);
  api.providers.mockResolvedValue([{ name: 'Nile Horizon Tours', label: 'Nile Horizon Tours', count: 4 }]);
});
afterEach(() => inLanguage('en'));

const url = () => currentUrl(screen.getByTestId);

describe('EventsPage in Arabic', () => {
  it('says everything in Arabic: intro, switches, sort buttons, filter and search', () => {
    renderAt('/events', '/events', <EventsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'تعرّف على فعالياتنا' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'خريطة الفعاليات' })).toBeChecked();
    const group = screen.getByRole('group', { name: 'ترتيب الفعاليات وتصفيتها' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['الأحدث', 'حسب الاسم', 'حسب المكان', 'حسب المنظّم']);
    const search = screen.getByRole('search', { name: 'البحث في الفعاليات' });
    expect(within(search).getByPlaceholderText('كلمات البحث')).toBeInTheDocument();
    expect(within(search).getByRole('button', { name: 'بحث' })).toBeInTheDocument();
    expect(screen.queryByText(/Recent|By Name|Search/)).not.toBeInTheDocument();
  });

  it('shows governorates by their Arabic label with Arabic digits, and filters on the English name', async () => {
    renderAt('/events', '/events', <EventsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'حسب المكان' }));
    const select = screen.getByRole('combobox', { name: 'المحافظة' });
    const luxor = await screen.findByRole('option', { name: 'الأقصر (٥)' });
    expect(screen.getByRole('option', { name: 'الكل' })).toBeInTheDocument();
    await userEvent.selectOptions(select, luxor);
    expect(url()).toBe('/events?sort=location&location=Luxor&map=off');
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ location: 'Luxor' }),
        expect.any(AbortSignal),
      ),
    );
  });

  it('shows the cards with the place label, the provider isolated in its line, the count and the pager in Arabic', async () => {
    renderAt('/events?map=off', '/events', <EventsPage />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(6);
    const card = cards[0]!;
    expect(within(card).getByText('الأقصر')).toBeInTheDocument();
    const by = within(card).getByText('Nile Horizon Tours');
    expect(by.tagName).toBe('BDI');
    expect(by.parentElement).toHaveTextContent('تنظيم Nile Horizon Tours');
    expect(within(card).getByRole('link', { name: /^اعرف المزيد: / })).toHaveAttribute('href', '/eventdetails/0');
    expect(screen.getByText('الفعاليات ١–٦ من أصل ١٤')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'صفحات الفعاليات' });
    expect(within(pager).getByRole('link', { name: 'الصفحة ١ من ٣' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pager).getByRole('link', { name: 'الصفحة التالية' }));
    expect(url()).toBe('/events?page=2&map=off');
  });
});
