// The check every remote's manifest passes before the shell composes it: anything else is ignored, never trusted.
import { checkRemoteManifest, type RemoteManifest } from './remoteManifest';

const valid: RemoteManifest = {
  routes: [
    {
      path: 'offers/:offerId',
      module: 'OfferPage',
      label: { en: 'offer', ar: 'العرض' },
      title: { en: 'Offer', ar: 'العرض' },
      signedIn: true,
      role: 'operations',
    },
  ],
  homeSections: [
    {
      module: 'Offers',
      label: { en: 'offers', ar: 'العروض' },
      order: 30,
      height: { small: '900px', large: '400px' },
      hydrateOnIntent: true,
    },
  ],
  embeds: [{ path: 'offers/:offerId', remote: 'map', module: 'EventsMap' }],
  nav: [{ path: '/offers', label: { en: 'Offers', ar: 'العروض' }, place: 'main', order: 30, signedIn: false }],
};

it('accepts a complete manifest as it is', () => {
  expect(checkRemoteManifest(JSON.parse(JSON.stringify(valid)))).toEqual({ manifest: valid });
});

it.each([
  ['not an object', ['routes'], 'not a JSON object'],
  ['a list missing', { ...valid, nav: undefined }, 'nav is not a list'],
  [
    'a route without its Arabic title',
    { ...valid, routes: [{ ...valid.routes[0], title: { en: 'Offer' } }] },
    'routes[0] is not a valid entry',
  ],
  [
    'a route path that starts with /',
    { ...valid, routes: [{ ...valid.routes[0], path: '/offers' }] },
    'routes[0] is not a valid entry',
  ],
  [
    'a section without a height',
    { ...valid, homeSections: [{ ...valid.homeSections[0], height: undefined }] },
    'homeSections[0] is not a valid entry',
  ],
  [
    'a section whose order is not a number',
    { ...valid, homeSections: [{ ...valid.homeSections[0], order: '1' }] },
    'homeSections[0] is not a valid entry',
  ],
  [
    'an entry in an unknown place',
    { ...valid, nav: [{ ...valid.nav[0], place: 'footer' }] },
    'nav[0] is not a valid entry',
  ],
  ['a role that is not a text', { ...valid, nav: [{ ...valid.nav[0], role: true }] }, 'nav[0] is not a valid entry'],
  [
    'an embed without its remote',
    { ...valid, embeds: [{ path: 'offers', module: 'EventsMap' }] },
    'embeds[0] is not a valid entry',
  ],
])('refuses %s, saying what is wrong', (_case, value, problem) => {
  expect(checkRemoteManifest(value)).toEqual({ problem });
});
