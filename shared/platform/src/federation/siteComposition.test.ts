// The site composed from the remotes' manifests: every remote's pages, ordered sections and entries, gating.
import type { RemoteManifest } from './remoteManifest';
import { composeSite, isVisibleTo } from './siteComposition';

const text = (en: string) => ({ en, ar: `${en} (ar)` });
const empty: RemoteManifest = { routes: [], homeSections: [], embeds: [], nav: [] };
const route = (path: string, module: string) => ({ path, module, label: text(path), title: text(path) });
const section = (module: string, order: number) => ({ module, label: text(module), order, height: { small: '100px' } });
const entry = (path: string, order: number, audience = {}) => ({
  path,
  label: text(path),
  place: 'main' as const,
  order,
  ...audience,
});

it('lists every known remote’s pages with the remote that owns them, and the parts each page mounts', () => {
  const site = composeSite(
    {
      catalog: {
        ...empty,
        routes: [route('events', 'EventsPage')],
        embeds: [{ path: 'events', remote: 'map', module: 'EventsMap', hydrateOnIntent: true }],
      },
      partner: { ...empty, routes: [route('partner/offers', 'OffersPage')] },
    },
    ['', 'home'],
  );
  expect(site.routes.map(({ remote, path }) => `${remote}:${path}`)).toEqual([
    'catalog:events',
    'partner:partner/offers',
  ]);
  expect(site.pageParts).toEqual([
    { path: 'events', parts: [{ remote: 'catalog', module: 'EventsPage' }] },
    { path: 'partner/offers', parts: [{ remote: 'partner', module: 'OffersPage' }] },
    { path: 'events', parts: [{ remote: 'map', module: 'EventsMap', hydrateOnIntent: true }] },
  ]);
  expect(site.unknownRemotes).toEqual([]);
});

it('gives a path two remotes claim to the first one listed', () => {
  const site = composeSite(
    {
      catalog: { ...empty, routes: [route('events', 'EventsPage')] },
      partner: { ...empty, routes: [route('events', 'Other')] },
    },
    [],
  );
  expect(site.routes).toEqual([expect.objectContaining({ remote: 'catalog', module: 'EventsPage' })]);
});

it('orders home sections and header entries by their order across remotes, keeping each remote’s own order on ties', () => {
  const site = composeSite(
    {
      catalog: {
        ...empty,
        homeSections: [section('Recent', 10), section('Tours', 30)],
        nav: [entry('/events', 10), entry('/tours', 20)],
      },
      partner: { ...empty, homeSections: [section('Offers', 20), section('Late', 30)], nav: [entry('/offers', 15)] },
    },
    ['', 'home'],
  );
  expect(site.homeSections.map(({ module }) => module)).toEqual(['Recent', 'Offers', 'Tours', 'Late']);
  expect(site.nav.map(({ path }) => path)).toEqual(['/events', '/offers', '/tours']);
  expect(site.pageParts.filter(({ path }) => path === 'home')[0]?.parts.map(({ module }) => module)).toEqual([
    'Recent',
    'Offers',
    'Tours',
    'Late',
  ]);
});

it('names the remotes whose manifest is unknown, and composes the rest', () => {
  const site = composeSite({ catalog: { ...empty, routes: [route('events', 'EventsPage')] }, partner: null }, []);
  expect(site.unknownRemotes).toEqual(['partner']);
  expect(site.routes).toHaveLength(1);
});

describe('isVisibleTo', () => {
  const signedOut = { loggedIn: false, roles: [] };
  const traveller = { loggedIn: true, roles: [] };
  const staff = { loggedIn: true, roles: ['partner'] };

  it('shows an entry for everyone to everyone', () => {
    for (const viewer of [signedOut, traveller, staff]) expect(isVisibleTo({}, viewer)).toBe(true);
  });

  it('shows a signed-in entry to the signed in only, a signed-out one to the signed out only', () => {
    expect([signedOut, traveller].map((viewer) => isVisibleTo({ signedIn: true }, viewer))).toEqual([false, true]);
    expect([signedOut, traveller].map((viewer) => isVisibleTo({ signedIn: false }, viewer))).toEqual([true, false]);
  });

  it('shows a role’s entry only to a signed-in visitor with that role', () => {
    expect([signedOut, traveller, staff].map((viewer) => isVisibleTo({ role: 'partner' }, viewer))).toEqual([
      false,
      false,
      true,
    ]);
    expect(isVisibleTo({ role: 'operations' }, staff)).toBe(false);
  });
});
