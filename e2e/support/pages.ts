// The pages the shell itself renders (docs/product/routes.md#the-route-table), for the specs that visit every page.
export const SHELL_PAGES = [
  '/home',
  '/contactus',
  '/aboutus',
  '/faq',
  '/partners',
  '/privacypolices',
  '/support',
  '/terms',
  '/testimonials',
];

/** The remotes' pages anyone may open. */
export const REMOTE_PAGES = ['/events', '/eventdetails/5', '/tours', '/toursdetails/0', '/signin'];
