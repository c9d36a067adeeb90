// Which parts of a page the shell's server renders, and which pages are behind a sign-in.
import { pageRouteAt } from './pageRoute';

const rendered = (path: string) => pageRouteAt(path).parts.map(({ remote, module }) => `${remote}/${module}`);

it('renders a public remote page, which anyone may see', () => {
  expect(rendered('/eventdetails/0')).toEqual(['catalog/EventDetailsPage']);
  expect(pageRouteAt('/eventdetails/0')).toMatchObject({ params: { eventId: '0' }, signedIn: false });
});

it('renders the events page with the map inside it, in either language', () => {
  expect(rendered('/events')).toEqual(['catalog/EventsPage', 'map/EventsMap']);
  expect(rendered('/ar/events')).toEqual(['catalog/EventsPage', 'map/EventsMap']);
});

it('renders the payment page behind its sign-in: what is being bought is the same for everyone', () => {
  expect(rendered('/payment/0')).toEqual(['checkout/PaymentPage']);
  expect(rendered('/ar/payment/3')).toEqual(['checkout/PaymentPage']);
  expect(pageRouteAt('/payment/0')).toMatchObject({ params: { eventId: '0' }, signedIn: true });
});

it('leaves the other signed-in pages, and the gate with its device key, to the browser', () => {
  for (const path of ['/account', '/bookings', '/bookings/KMT-7F3K2Q']) {
    expect(rendered(path)).toEqual([]);
    expect(pageRouteAt(path).signedIn).toBe(true);
  }
  expect(rendered('/gate')).toEqual([]);
  expect(pageRouteAt('/gate').signedIn).toBe(false);
});

it("the shell's own pages and the unknown ones are nobody's in particular", () => {
  expect(pageRouteAt('/home')).toMatchObject({ shellPage: 'home', signedIn: false });
  expect(pageRouteAt('/no-such-page')).toMatchObject({ shellPage: 'notFound', signedIn: false });
});
