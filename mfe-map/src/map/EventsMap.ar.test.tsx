import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Map as LeafletMap } from 'leaflet';
import { MemoryRouter, switchLanguage } from '@kemet/platform';
import { createQueryClient } from '@kemet/platform/query';
import { inLanguage, stubScreenWidth, withQueryClient } from '@kemet/tooling/testing';
import { stubFetch } from '../testing/fixtures';
import EventsMap from './EventsMap';

jest.mock('../data/geoData', () => jest.requireActual('../testing/fixtures').geoDataModule);

/** Renders the map as the browser does after hydration, and waits for the live map to take the picture's place. */
async function renderMap(showLocations = false, liveMapName = 'خريطة مصر بالفعاليات وعواصم المحافظات') {
  const client = createQueryClient();
  const result = render(
    withQueryClient(
      <MemoryRouter>
        <EventsMap showLocations={showLocations} />
      </MemoryRouter>,
      client,
    ),
  );
  await screen.findByRole('region', { name: liveMapName });
  return { ...result, client };
}

const arabicMap = () => screen.getByRole('region', { name: 'خريطة مصر بالفعاليات وعواصم المحافظات' });

beforeEach(async () => {
  stubFetch();
  stubScreenWidth(1280);
  // The page and the service's answers in Arabic.
  await switchLanguage('ar', undefined, { remember: false });
  await inLanguage('ar');
});

afterEach(async () => {
  // Back to English for the next test, the service's language included.
  await switchLanguage('en', undefined, { remember: false });
  await inLanguage('en');
});

describe('EventsMap in Arabic: the list of locations', () => {
  it('names the capitals and their governorates in Arabic, in Arabic alphabetical order', async () => {
    await renderMap();
    const list = await screen.findByRole('navigation', { name: 'المواقع' });
    expect(within(list).getByRole('heading', { level: 2 })).toHaveTextContent('المواقع');
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      'الأقصرالأقصر',
      'القاهرةالقاهرة',
      'موقع بلا اسمالبحر الأحمر',
    ]);
    expect(screen.queryByText('Cairo')).not.toBeInTheDocument();
  });

  it('reads right to left around a map that keeps its geography left-to-right', async () => {
    const { container } = await renderMap();
    await screen.findByRole('navigation', { name: 'المواقع' });
    expect(container.querySelector('section')!.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(container.querySelector('section')).toHaveAccessibleName('خريطة الفعاليات');
    expect(arabicMap()).toHaveAttribute('dir', 'ltr');
  });
});

describe('EventsMap in Arabic: popups', () => {
  it("shows a capital's Arabic name, its governorate and its population in Arabic-Indic digits", async () => {
    await renderMap();
    await userEvent.click(await within(arabicMap()).findByTitle('القاهرة'));
    const governorate = await screen.findByText('محافظة القاهرة');
    expect(governorate.parentElement).toHaveTextContent('القاهرة');
    expect(screen.getByText('عدد السكان: نحو ٢٠٬٢٩٦٬٠٠٠ نسمة')).toBeInTheDocument();
    // The popup's text runs right to left inside the left-to-right map.
    expect(governorate.closest('.leaflet-popup-pane')).toHaveAttribute('dir', 'rtl');
    expect(
      within(governorate.closest<HTMLElement>('.leaflet-popup')!).getByRole('button', { name: 'إغلاق' }),
    ).toBeInTheDocument();
  });

  it('shows an experience with its price in Egyptian pounds (approximate), and a link named in Arabic', async () => {
    await renderMap();
    const cluster = await within(arabicMap()).findByRole('button', { name: 'تجربتان هنا، كبّر الخريطة لرؤيتهما' });
    expect(cluster).toHaveTextContent('٢');
    // Zoomed in on Luxor, the cluster separates.
    await userEvent.click(
      within(await screen.findByRole('navigation', { name: 'المواقع' })).getByRole('link', { name: /^الأقصر/ }),
    );
    const pin = await within(arabicMap()).findByRole('button', { name: 'Karnak by night' });
    // Leaflet opens a marker's popup on Enter (a keypress with keyCode 13).
    fireEvent.keyPress(pin, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
    const link = await screen.findByRole('link', { name: 'عرض التفاصيل عن Karnak by night' });
    expect(link).toHaveAttribute('href', '/eventdetails/6');
    const popup = link.closest('div')!;
    // 100 USD at 0.02 USD a pound: about 5,000 pounds, in the traveller's currency.
    expect(popup).toHaveTextContent('ابتداءً من \u2067≈ ٥٬٠٠٠ ج.م.\u2069');
    expect(popup).toHaveTextContent('الأقصر · تنظيم Nile Horizon Tours');
    // The English names stay readable inside the Arabic line.
    expect(within(popup).getByText('Nile Horizon Tours').tagName).toBe('BDI');
  });
});

describe('EventsMap in Arabic: notices', () => {
  it('says in Arabic that the events failed, with an Arabic Retry', async () => {
    stubFetch({ failApi: true });
    await renderMap();
    expect(
      await screen.findByText('تعذّر تحميل الفعاليات، لذا تعرض الخريطة المحافظات وعواصمها فقط.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
});

describe('EventsMap in Arabic: controls', () => {
  it('keeps the zoom top right and puts the credits bottom left, in Arabic', async () => {
    await renderMap();
    await within(arabicMap()).findByTitle('القاهرة');
    const zoomIn = within(arabicMap()).getByRole('button', { name: 'تكبير' });
    expect(zoomIn.closest('.leaflet-top')).toHaveClass('leaflet-right');
    expect(within(arabicMap()).getByRole('button', { name: 'تصغير' })).toBeInTheDocument();
    const credits = arabicMap().querySelector('.leaflet-control-attribution')!;
    expect(credits.closest('.leaflet-bottom')).toHaveClass('leaflet-left');
    expect(credits).toHaveAttribute('dir', 'rtl');
    expect(credits).toHaveTextContent('الحدود: Natural Earth');
    expect(credits).toHaveTextContent('المدن: SimpleMaps World Cities (CC BY 4.0)');
  });

  it('names a governorate and its experiences in Arabic when it is focused', async () => {
    await renderMap();
    await within(arabicMap()).findByRole('button', { name: /تجربتان/ });
    const luxor = screen.getByRole('img', { name: 'محافظة الأقصر' });
    act(() => luxor.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('الأقصر: تجربتان');
    act(() => luxor.blur());
    const cairo = screen.getByRole('img', { name: 'محافظة القاهرة' });
    act(() => cairo.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('القاهرة: لا تجارب بعد');
  });
});

describe('EventsMap switching language', () => {
  it('renames the list, the open popup and the controls in place: same map, same view', async () => {
    await switchLanguage('en', undefined, { remember: false });
    await inLanguage('en');
    const maps: LeafletMap[] = [];
    LeafletMap.addInitHook(function (this: LeafletMap) {
      maps.push(this);
    });
    const { client } = await renderMap(false, 'Map of Egypt with events and governorate capitals');
    const list = await screen.findByRole('navigation', { name: 'Locations' });
    await within(screen.getByRole('region', { name: 'Map of Egypt with events and governorate capitals' })).findByTitle(
      'Luxor',
    );
    await userEvent.click(within(list).getByRole('link', { name: /Luxor/ }));
    expect(await screen.findByText('Luxor Governorate')).toBeInTheDocument();
    const mapElement = document.querySelector('.leaflet-container')!;
    expect(mapElement).toHaveAttribute('data-zoom', '10');
    const credits = () => mapElement.querySelector('.leaflet-control-attribution')!;
    expect(credits().closest('.leaflet-bottom')).toHaveClass('leaflet-right');

    await act(() => switchLanguage('ar', client, { remember: false }));

    expect(await screen.findByText('محافظة الأقصر')).toBeInTheDocument();
    expect(screen.queryByText('Luxor Governorate')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'المواقع' })).toBeInTheDocument();
    expect(within(mapElement as HTMLElement).getByTitle('الأقصر')).toBeInTheDocument();
    expect(within(mapElement as HTMLElement).getByRole('button', { name: 'تكبير' })).toBeInTheDocument();
    expect(credits().closest('.leaflet-bottom')).toHaveClass('leaflet-left');
    expect(credits()).toHaveTextContent('الحدود: Natural Earth');
    await waitFor(() => expect(screen.getByRole('img', { name: 'محافظة الأقصر' })).toBeInTheDocument());
    // One map all along, still where the list took it.
    expect(maps).toHaveLength(1);
    expect(document.querySelector('.leaflet-container')).toBe(mapElement);
    expect(mapElement).toHaveAttribute('data-zoom', '10');
  });
});
