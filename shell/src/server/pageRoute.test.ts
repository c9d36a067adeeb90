// Which parts of a page the shell's server renders, and which pages are behind a sign-in, in the site the remotes'
// manifests compose.
import { publishedSite } from '../testing/publishedSite';
import { fixtureSite, FIXTURE_MANIFESTS } from '../testing/siteFixture';
import { roleSite } from '../testing/roleSite';
import { pageRouteAt } from './pageRoute';

const site = fixtureSite();
const rendered = (path: string) => pageRouteAt(path, site).parts.map(({ remote, module }) => `${remote}/${module}`);

it('renders a public remote page, which anyone may see', () => {
  expect(rendered('/items/0')).toEqual(['shop/ItemPage']);
  expect(pageRouteAt('/items/0', site)).toMatchObject({
    params: { itemId: '0' },
    signedIn: false,
    remoteRoute: { remote: 'shop', module: 'ItemPage' },
  });
});

it('renders a page with the part of another remote it embeds, in either language', () => {
  expect(rendered('/items')).toEqual(['shop/ItemsPage', 'atlas/ItemsMap']);
  expect(rendered('/ar/items')).toEqual(['shop/ItemsPage', 'atlas/ItemsMap']);
});

it('renders a signed-in page its manifest marks serverRendered: what it shows is the same for everyone', () => {
  expect(rendered('/basket/0')).toEqual(['shop/BasketPage']);
  expect(rendered('/ar/basket/3')).toEqual(['shop/BasketPage']);
  expect(pageRouteAt('/basket/0', site)).toMatchObject({ params: { itemId: '0' }, signedIn: true });
});

it('leaves the other signed-in pages, and a browser-only page, to the browser', () => {
  expect(rendered('/orders')).toEqual([]);
  expect(pageRouteAt('/orders', site).signedIn).toBe(true);
  expect(rendered('/till')).toEqual([]);
  expect(pageRouteAt('/till', site).signedIn).toBe(false);
});

it("never renders a role's page, even one its manifest marks serverRendered: the server knows no account", () => {
  const withRoles = roleSite();
  expect(pageRouteAt('/desk', withRoles)).toMatchObject({
    parts: [],
    signedIn: true,
    remoteRoute: { role: 'partner' },
  });
  expect(pageRouteAt('/ar/queue', withRoles)).toMatchObject({ parts: [], signedIn: true });
});

it("renders the home sections on the shell's home page", () => {
  expect(pageRouteAt('/', site)).toMatchObject({ shellPage: 'home', parts: [{ remote: 'shop', module: 'NewItems' }] });
  expect(pageRouteAt('/home', site).parts).toEqual([{ remote: 'shop', module: 'NewItems', hydrateOnIntent: true }]);
});

it("the shell's own pages and the unknown ones are nobody's in particular", () => {
  expect(pageRouteAt('/aboutus', site)).toMatchObject({ shellPage: 'about', signedIn: false });
  expect(pageRouteAt('/no-such-page', site)).toMatchObject({ shellPage: 'notFound', signedIn: false });
});

it('an address no known remote claims, while a remote is unknown, may be that remote’s: not available, not 404', () => {
  const partlyKnown = fixtureSite({ ...FIXTURE_MANIFESTS, partner: null });
  expect(pageRouteAt('/no-such-page', partlyKnown)).toMatchObject({ shellPage: 'unavailable', parts: [] });
  expect(pageRouteAt('/items', partlyKnown).remoteRoute).toMatchObject({ module: 'ItemsPage' });
  expect(pageRouteAt('/aboutus', partlyKnown).shellPage).toBe('about');
});

it("renders checkout's buy box inside the catalog's details pages, as the catalog's manifest embeds it", () => {
  const published = publishedSite();
  const renderedIn = (path: string) =>
    pageRouteAt(path, published).parts.map(({ remote, module }) => `${remote}/${module}`);
  expect(renderedIn('/eventdetails/0')).toEqual(['catalog/EventDetailsPage', 'checkout/BuyBox']);
  expect(renderedIn('/ar/toursdetails/2')).toEqual(['catalog/TourDetailsPage', 'checkout/BuyBox']);
});
