// The control the "first paint to first working click" section (firstClick.ts) clicks on each page, and what shows
// that the click worked. The one place to point the measurement at a page's primary control: selectors only, none of
// them by visible text, so the English table serves the Arabic pages (/ar + path) too.
//
// Each control here works before the page's code has started (a link, or a form the browser submits), as the click
// lands at the first paint; once the code runs, the same control acts in place.

export interface FirstClick {
  /** The English path; the Arabic page is `/ar` + path. */
  path: string;
  /** What is clicked, in words, for the report. */
  control: string;
  /** The first element matching this is clicked. */
  selector: string;
  /** The click worked once the address matches this (when the control navigates)... */
  url?: RegExp;
  /** ...and this is visible. */
  effect: string;
}

/** A card's link to an experience's page. */
const EXPERIENCE_LINK = 'main a[href*="details/"]';
const DETAILS_PAGE = /\/(event|tours)details\/\d+$/;
/** A details page's heading (its page is an <article>). */
const DETAILS_HEADING = 'main article[data-team="catalog"] h1';
/** The list's "Events Map" switch, a link to the page with the map off; the cards it shows. */
const MAP_OFF_SWITCH = 'main a[role="switch"][href*="map=off"]';
const MAP_OFF = /[?&]map=off\b/;
const CARD = 'main article h3, main article h2';
/** The pager's link to page 2, and the page it shows marked current. */
const PAGE_2_LINK = 'main nav a[href*="page=2"]:not([aria-current])';
const PAGE_2 = /[?&]page=2\b/;
const PAGE_2_CURRENT = 'main nav a[aria-current="page"][href*="page=2"]';
/** A day of the buy box's calendar other than the one chosen, a link to the page with that day; the day it chose. */
const CALENDAR_DAY = 'main a[href*="date="]:not([aria-current])';
const A_DAY = /[?&]date=\d{4}-\d{2}-\d{2}/;
const CHOSEN_DAY = 'main a[aria-current="date"]';
/**
 * The search by dates and party (the GET form with "where"): its button, on a page whose address names the first day
 * (before the code runs the form's date field asks for one); the address it submits names the party, and the results'
 * count shows.
 */
const PARTY_SEARCH = 'main form[role="search"]:has(select[name="where"]) button[type="submit"]';
const PARTY_IN_URL = /[?&]adults=\d/;
const PARTY_RESULTS = 'main #party-search-heading';
const IN_A_MONTH = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
/** The seed's "Great Pyramids & Sphinx Private Tour" (record 2), with reviews in English and Arabic. */
const REVIEWED_TOUR_PAGE = '/toursdetails/1';
/** The reviews' language filter's Arabic link, and the link marked current once it shows the Arabic reviews. */
const REVIEWS_IN_ARABIC = 'main #reviews nav a[href*="reviewLanguage=ar"]';
const ARABIC_REVIEWS = /[?&]reviewLanguage=ar\b/;
const ARABIC_REVIEWS_CHOSEN = 'main #reviews nav a[aria-current="true"][href*="reviewLanguage=ar"]';

export const FIRST_CLICKS: FirstClick[] = [
  {
    path: '/home',
    control: "an experience card's link",
    selector: EXPERIENCE_LINK,
    url: DETAILS_PAGE,
    effect: DETAILS_HEADING,
  },
  { path: '/events', control: '"Events Map" off', selector: MAP_OFF_SWITCH, url: MAP_OFF, effect: CARD },
  { path: '/tours', control: "the pager's page 2", selector: PAGE_2_LINK, url: PAGE_2, effect: PAGE_2_CURRENT },
  { path: '/eventdetails/5', control: 'a calendar day', selector: CALENDAR_DAY, url: A_DAY, effect: CHOSEN_DAY },
  { path: '/toursdetails/0', control: 'a calendar day', selector: CALENDAR_DAY, url: A_DAY, effect: CHOSEN_DAY },
  {
    path: `/events?from=${IN_A_MONTH}`,
    control: 'the search by dates and party',
    selector: PARTY_SEARCH,
    url: PARTY_IN_URL,
    effect: PARTY_RESULTS,
  },
  {
    path: REVIEWED_TOUR_PAGE,
    control: "the reviews' language filter (Arabic)",
    selector: REVIEWS_IN_ARABIC,
    url: ARABIC_REVIEWS,
    effect: ARABIC_REVIEWS_CHOSEN,
  },
];
