// An experience's one address: an event's /eventdetails/N, a tour's /toursdetails/N (N: the URL's id). The other
// kind's address answers 301 to it (the server) or replaces itself with it (the browser).
export const detailsPathOf = (kind: 'event' | 'tour', urlId: string) =>
  `/${kind === 'event' ? 'eventdetails' : 'toursdetails'}/${urlId}`;
