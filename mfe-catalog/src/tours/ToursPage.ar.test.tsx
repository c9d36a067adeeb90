// The tours page and a tour's details in Arabic: the banner, stats in Arabic digits, a card whose dollar price shows
// converted to pounds, and the guide card's plural.
import { screen, within } from '@testing-library/react';
import { inLanguage, makeAvailability, makeExperience, makePage, renderAt } from '@kemet/tooling/testing';
import { experiencesApi } from '@kemet/platform/experiences-api';
import { clientWithRates } from '../testing/arabic';
import { TourDetailsPage } from '../tourDetails/TourDetailsPage';
import { ToursPage } from './ToursPage';

jest.mock('@kemet/platform/experiences-api', () => jest.requireActual('../testing/mockModules').mockExperiencesApi());
jest.mock('@kemet/platform', () => jest.requireActual('../testing/mockModules').mockPlatform());
const api = jest.mocked(experiencesApi);

const tour = makeExperience({
  id: 4,
  name: 'Abu Simbel Sunrise',
  kind: 'tour',
  location: 'Aswan',
  locationLabel: 'أسوان',
  discountedPrice: 85,
  currency: 'USD',
});

beforeEach(async () => {
  jest.clearAllMocks();
  await inLanguage('ar');
  api.list.mockResolvedValue(makePage([tour], 1, 3, 1));
  api.get.mockResolvedValue(tour);
  api.availability.mockResolvedValue(makeAvailability({ experienceId: 4 }));
});
afterEach(() => inLanguage('en'));

describe('ToursPage in Arabic', () => {
  it('shows the banner, the stats in Arabic digits and a card priced in pounds', async () => {
    renderAt('/tours', '/tours', <ToursPage />, { client: clientWithRates() });
    expect(screen.getByRole('heading', { level: 1, name: 'تعرّف على جولاتنا' })).toBeInTheDocument();
    expect(screen.getByText('سيّاح سعداء').nextSibling).toHaveTextContent('٢٢١٬٢١٢');
    const card = await screen.findByRole('article');
    expect(within(card).getByText('أسوان')).toBeInTheDocument();
    // 85 $ at 50 EGP to the dollar, marked as approximate.
    expect(within(card).getByText('ابتداءً من').parentElement).toHaveTextContent('ابتداءً من \u2067≈ ٤٬٢٥٠ ج.م.\u2069');
    expect(within(card).getByRole('link', { name: 'احجز Abu Simbel Sunrise' })).toHaveAttribute('href', '/payment/3');
    expect(within(card).getByRole('link', { name: 'تفاصيل Abu Simbel Sunrise' })).toHaveAttribute(
      'href',
      '/toursdetails/3',
    );
    expect(within(card).getByText('شريك موثوق')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /nilehorizon\.example/ })).toHaveAttribute('dir', 'ltr');
  });

  it('shows the price as charged when the rates are not there', async () => {
    renderAt('/tours', '/tours', <ToursPage />);
    const card = await screen.findByRole('article');
    expect(within(card).getByText('ابتداءً من').parentElement).toHaveTextContent('ابتداءً من \u2067٨٥ $\u2069');
  });
});

describe('TourDetailsPage in Arabic', () => {
  it('shows the guide card and the tour info in Arabic', async () => {
    renderAt('/toursdetails/3', '/toursdetails/:eventId', <TourDetailsPage />, { client: clientWithRates() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Abu Simbel Sunrise' })).toBeInTheDocument();
    const guide = screen.getByRole('region', { name: 'مرشدك' });
    expect(within(guide).getByText('الإنجليزية والإسبانية')).toBeInTheDocument();
    expect(within(guide).getByText('١٢ سنة من الخبرة')).toBeInTheDocument();
    expect(within(guide).getByText('٣٫٥ من ٥')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'عن الجولة' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'المواعيد والتذاكر' })).toBeInTheDocument();
    expect(screen.getByText('جولة')).toBeInTheDocument();
  });
});
