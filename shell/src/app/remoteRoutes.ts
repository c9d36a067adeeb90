// The pages remotes own: which exposed module each route mounts. The browser's routes are built from it, and the
// shell's server reads it to list in each page the remote files that page will need (shared/server/preloadManifest.ts).
import type { PagePart, RemoteName } from '@kemet/platform';
import type shellEnglish from '../messages/shell.en';

export type RemotePartName = Exclude<keyof (typeof shellEnglish)['remotes'], 'loading'>;

export interface RemoteRoute {
  /** React Router path pattern, relative to the root. */
  path: string;
  remote: RemoteName;
  module: string;
  /**
   * The part's name in the shell's messages (remotes.<part>): its label in the loading and error notices ("The events
   * page is not available right now.") and its default tab title, which the remote may refine.
   */
  part: RemotePartName;
  signedIn?: boolean;
  /**
   * A signed-in page whose content, apart from the traveller's own parts, is the same for everyone: the server renders
   * it (the page fills the personal parts once the browser knows the account). Other signed-in pages are the browser's.
   */
  serverRendered?: boolean;
}

export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: 'events', remote: 'catalog', module: 'EventsPage', part: 'events' },
  { path: 'eventdetails/:eventId', remote: 'catalog', module: 'EventDetailsPage', part: 'eventDetails' },
  { path: 'tours', remote: 'catalog', module: 'ToursPage', part: 'tours' },
  { path: 'toursdetails/:eventId', remote: 'catalog', module: 'TourDetailsPage', part: 'tourDetails' },
  { path: 'signin', remote: 'account', module: 'SignInPage', part: 'signIn' },
  { path: 'forgot-password', remote: 'account', module: 'ForgotPasswordPage', part: 'forgotPassword' },
  { path: 'reset-password', remote: 'account', module: 'ResetPasswordPage', part: 'resetPassword' },
  { path: 'account', remote: 'account', module: 'AccountPage', part: 'account', signedIn: true },
  { path: 'payment/:eventId', remote: 'checkout', module: 'PaymentPage', part: 'payment', signedIn: true, serverRendered: true },
  { path: 'success', remote: 'checkout', module: 'SuccessPage', part: 'success' },
  { path: 'bookings', remote: 'checkout', module: 'BookingsPage', part: 'bookings', signedIn: true },
  { path: 'bookings/:reference', remote: 'checkout', module: 'TicketPage', part: 'ticket', signedIn: true },
  // Not signed-in only: the page itself asks for a provider key when the visitor is not provider staff.
  { path: 'gate', remote: 'account', module: 'GatePage', part: 'gate' },
];

export interface HomeSection extends PagePart {
  part: RemotePartName;
  /** The height it holds while loading, so nothing below jumps (set per width in HomePage.module.css). */
  height: string;
}

/**
 * The catalog's sections on the home page, in order. Cards and links only: the server's HTML is all a reader needs,
 * so their code loads when the visitor reaches for them, not with the page (the catalog's files are 20 KB gzip).
 */
export const HOME_SECTIONS: HomeSection[] = [
  { remote: 'catalog', module: 'RecentEvents', part: 'recentEvents', height: 'var(--home-recent-height)', hydrateOnIntent: true },
  { remote: 'catalog', module: 'HomeTours', part: 'homeTours', height: 'var(--home-tours-height)', hydrateOnIntent: true },
];

/**
 * Remote parts mounted inside other pages: the home page's sections, and the events page's map (inside the catalog's
 * page; the server draws its picture of Egypt, and its code loads when the visitor reaches for it).
 */
export const EMBEDDED_PARTS: { path: string; parts: PagePart[] }[] = [
  { path: '', parts: HOME_SECTIONS },
  { path: 'home', parts: HOME_SECTIONS },
  { path: 'events', parts: [{ remote: 'map', module: 'EventsMap', hydrateOnIntent: true }] },
];

/** Every remote part a page path mounts, for the server's preloads. */
export const PAGE_PARTS = [...REMOTE_ROUTES.map(({ path, remote, module }) => ({ path, parts: [{ remote, module }] })), ...EMBEDDED_PARTS];
