import { screen } from '@testing-library/react';
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
])('%s mounts %s', (path, module) => {
  renderAt(<AppRoutes />, path);
  expect(screen.getByText(`remote ${module}`)).toBeInTheDocument();
});

test('the 404 page offers a way home', () => {
  renderAt(<AppRoutes />, '/nowhere');
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
});
