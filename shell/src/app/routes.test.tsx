import { act, screen } from '@testing-library/react';
import { authStore } from '@kemet/platform';
import type { User } from '@kemet/contract';
import { renderAt } from '../testing/renderAt';
import { AppRoutes } from './routes';

jest.mock('@kemet/platform', () => ({
  ...jest.requireActual('@kemet/platform'),
  RemoteComponent: ({ remote, module }: { remote: string; module: string }) => <p>remote {`${remote}/${module}`}</p>,
}));

const SHELL_PAGES: [string, string][] = [
  ['/', 'Where Civilization Began'],
  ['/home', 'Where Civilization Began'],
  ['/contactus', 'Contact us'],
  ['/aboutus', 'Egypt, through the eyes of the people who know it best'],
  ['/faq', 'Frequently asked questions'],
  ['/partners', 'Partner with us'],
  ['/privacypolices', 'Privacy Policy'],
  ['/support', 'Support Center'],
  ['/terms', 'Terms of Service'],
  ['/testimonials', 'Testimonials'],
  ['/no/such/page', 'Page not found'],
];

test.each(SHELL_PAGES)('%s shows its heading and sets the tab title', async (path, heading) => {
  renderAt(<AppRoutes />, path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(document.title).toMatch(/· Kemet$/);
});

test('home mounts the catalog sections', () => {
  renderAt(<AppRoutes />, '/home');
  expect(screen.getByText('remote catalog/RecentEvents')).toBeInTheDocument();
  expect(screen.getByText('remote catalog/HomeTours')).toBeInTheDocument();
});

test.each([
  ['/events', 'catalog/EventsPage'],
  ['/eventdetails/4', 'catalog/EventDetailsPage'],
  ['/tours', 'catalog/ToursPage'],
  ['/toursdetails/2', 'catalog/TourDetailsPage'],
  ['/signin', 'account/SignInPage'],
  ['/success', 'checkout/SuccessPage'],
  ['/gate', 'account/GatePage'],
])('%s mounts %s', (path, module) => {
  renderAt(<AppRoutes />, path);
  expect(screen.getByText(`remote ${module}`)).toBeInTheDocument();
});

test('the 404 page offers a way home', () => {
  renderAt(<AppRoutes />, '/nowhere');
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
});

describe('signed-in pages', () => {
  const traveller: User = {
    id: 1,
    fullName: 'Nour Hassan',
    email: 'nour@example.com',
    UId: 'KMT-123',
    isAdmin: false,
    rating: 0,
    createdAt: '2026-01-01T00:00:00Z',
    roles: [],
  };
  // Still mounted here: the page follows the sign-out as it would in a browser.
  afterEach(() => act(() => authStore.signOut()));

  test.each([
    ['/bookings', 'checkout/BookingsPage', 'My bookings'],
    ['/bookings/KMT-ABCDEF', 'checkout/TicketPage', 'Your tickets'],
  ])('%s mounts %s when signed in, titled %s', (path, module, title) => {
    authStore.signIn(traveller);
    renderAt(<AppRoutes />, path);
    expect(screen.getByText(`remote ${module}`)).toBeInTheDocument();
    expect(document.title).toBe(`${title} · Kemet`);
  });

  test('a ticket page sends a signed-out visitor to sign in first', () => {
    renderAt(<AppRoutes />, '/bookings/KMT-ABCDEF');
    expect(screen.getByText('remote account/SignInPage')).toBeInTheDocument();
  });
});
