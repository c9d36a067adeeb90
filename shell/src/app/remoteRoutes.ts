// The pages remotes own: which exposed module each route mounts. The browser's routes are built from it, and the
// shell's server reads it to list in each page the remote files that page will need (shared/server/preloadManifest.ts).
import type { PagePart, RemoteName } from '@kemet/platform';

export interface RemoteRoute {
  /** React Router path pattern, relative to the root. */
  path: string;
  remote: RemoteName;
  module: string;
  /** Names the part in its loading and error notices ("The events page is not available right now."). */
  label: string;
  /** Default tab title; the remote may refine it. */
  title: string;
  signedIn?: boolean;
}

export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: 'events', remote: 'catalog', module: 'EventsPage', label: 'events page', title: 'Events' },
  { path: 'eventdetails/:eventId', remote: 'catalog', module: 'EventDetailsPage', label: 'event details', title: 'Event details' },
  { path: 'tours', remote: 'catalog', module: 'ToursPage', label: 'tours page', title: 'Tours' },
  { path: 'toursdetails/:eventId', remote: 'catalog', module: 'TourDetailsPage', label: 'tour details', title: 'Tour details' },
  { path: 'signin', remote: 'account', module: 'SignInPage', label: 'sign-in page', title: 'Sign in' },
  { path: 'forgot-password', remote: 'account', module: 'ForgotPasswordPage', label: 'password help page', title: 'Password help' },
  { path: 'reset-password', remote: 'account', module: 'ResetPasswordPage', label: 'password reset page', title: 'Reset your password' },
  { path: 'account', remote: 'account', module: 'AccountPage', label: 'account page', title: 'My account', signedIn: true },
  { path: 'payment/:eventId', remote: 'checkout', module: 'PaymentPage', label: 'checkout', title: 'Checkout', signedIn: true },
  { path: 'success', remote: 'checkout', module: 'SuccessPage', label: 'payment confirmation', title: 'Payment successful' },
  { path: 'bookings', remote: 'checkout', module: 'BookingsPage', label: 'bookings page', title: 'My bookings', signedIn: true },
  { path: 'bookings/:reference', remote: 'checkout', module: 'TicketPage', label: 'ticket page', title: 'Your tickets', signedIn: true },
  // Not signed-in only: the page itself asks for a provider key when the visitor is not provider staff.
  { path: 'gate', remote: 'account', module: 'GatePage', label: 'gate check', title: 'Ticket check' },
];

export interface HomeSection extends PagePart {
  label: string;
  /** The height it holds while loading, so nothing below jumps (set per width in HomePage.module.css). */
  height: string;
}

/** The catalog's sections on the home page, in order. */
export const HOME_SECTIONS: HomeSection[] = [
  { remote: 'catalog', module: 'RecentEvents', label: 'recent events', height: 'var(--home-recent-height)' },
  { remote: 'catalog', module: 'HomeTours', label: 'tours', height: 'var(--home-tours-height)' },
];

/**
 * Remote parts the shell's own pages mount. (The events page's map is left out on purpose: it mounts after the
 * page has painted, and preloading it would only compete with what paints first.)
 */
export const EMBEDDED_PARTS: { path: string; parts: PagePart[] }[] = [
  { path: '', parts: HOME_SECTIONS },
  { path: 'home', parts: HOME_SECTIONS },
];

/** Every remote part a page path mounts, for the server's preloads. */
export const PAGE_PARTS = [...REMOTE_ROUTES.map(({ path, remote, module }) => ({ path, parts: [{ remote, module }] })), ...EMBEDDED_PARTS];
