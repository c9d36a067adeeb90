// What the catalog publishes about itself (remote-manifest.json, read by the shell at run time): its pages, its
// sections on the home page, the parts of other remotes it embeds, and its header links.
import type { RemoteManifest } from '@kemet/platform/federation/remoteManifest';

export const catalogManifest: RemoteManifest = {
  routes: [
    {
      path: 'events',
      module: 'EventsPage',
      label: { en: 'events page', ar: 'دليل الفعاليات' },
      title: { en: 'Events', ar: 'الفعاليات' },
    },
    {
      path: 'eventdetails/:eventId',
      module: 'EventDetailsPage',
      label: { en: 'event details', ar: 'عرض تفاصيل الفعالية' },
      title: { en: 'Event details', ar: 'تفاصيل الفعالية' },
    },
    {
      path: 'tours',
      module: 'ToursPage',
      label: { en: 'tours page', ar: 'دليل الجولات' },
      title: { en: 'Tours', ar: 'الجولات' },
    },
    {
      path: 'toursdetails/:eventId',
      module: 'TourDetailsPage',
      label: { en: 'tour details', ar: 'عرض تفاصيل الجولة' },
      title: { en: 'Tour details', ar: 'تفاصيل الجولة' },
    },
    // The visitor's own list (the account's, or this device's): the server renders its frame, the browser the list.
    {
      path: 'wishlist',
      module: 'WishlistPage',
      label: { en: 'wishlist', ar: 'قائمة المفضلة' },
      title: { en: 'Your wishlist', ar: 'قائمتك المفضلة' },
      noindex: true,
    },
    {
      path: 'wishlist/shared/:token',
      module: 'SharedWishlistPage',
      label: { en: 'shared wishlist', ar: 'القائمة المفضلة المُشارَكة' },
      title: { en: 'A shared wishlist', ar: 'قائمة مفضلة مُشارَكة' },
      noindex: true,
    },
  ],
  // Cards and links only: the server's HTML is all a reader needs, so their code loads when the visitor reaches for
  // them. Heights measured at 480, 768 and 1280 px, held while they load so nothing below them moves.
  homeSections: [
    // The search by dates and party, first under the hero: a form the server renders whole.
    {
      module: 'HomeSearch',
      label: { en: 'search by dates and travellers', ar: 'قسم البحث حسب التواريخ والمسافرين' },
      order: 5,
      height: { small: '520px', medium: '330px', large: '200px' },
    },
    {
      module: 'RecentEvents',
      label: { en: 'recent events', ar: 'قسم أحدث الفعاليات' },
      order: 10,
      height: { small: '1900px', medium: '1260px', large: '765px' },
      hydrateOnIntent: true,
    },
    {
      module: 'HomeTours',
      label: { en: 'tours', ar: 'قسم الجولات' },
      order: 20,
      height: { small: '2000px', medium: '1400px', large: '860px' },
      hydrateOnIntent: true,
    },
  ],
  // The server draws the map's picture of Egypt; its code loads when the visitor reaches for it. The details pages
  // hold checkout's buy box, which the server renders with the sessions of its calendar.
  embeds: [
    { path: 'events', remote: 'map', module: 'EventsMap', hydrateOnIntent: true },
    { path: 'eventdetails/:eventId', remote: 'checkout', module: 'BuyBox' },
    { path: 'toursdetails/:eventId', remote: 'checkout', module: 'BuyBox' },
  ],
  nav: [
    { path: '/events', label: { en: 'Events', ar: 'الفعاليات' }, place: 'main', order: 10 },
    { path: '/tours', label: { en: 'Tours', ar: 'الجولات' }, place: 'main', order: 20 },
    { path: '/wishlist', label: { en: 'Wishlist', ar: 'المفضلة' }, place: 'main', order: 30 },
  ],
};
