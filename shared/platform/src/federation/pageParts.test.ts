import { pagePartsAt, type PagePartsRoute } from './pageParts';

const ROUTES: PagePartsRoute[] = [
  { path: '', parts: [{ remote: 'catalog', module: 'RecentEvents' }] },
  { path: 'events', parts: [{ remote: 'catalog', module: 'EventsPage' }] },
  { path: 'eventdetails/:eventId', parts: [{ remote: 'catalog', module: 'EventDetailsPage' }] },
  { path: 'events', parts: [{ remote: 'map', module: 'EventsMap' }] },
];
const partsFor = (pathname: string) => pagePartsAt(ROUTES, pathname);

describe('pagePartsAt', () => {
  it('matches route patterns as React Router does, collecting every part a path mounts', () => {
    expect(partsFor('/events')).toEqual([
      { remote: 'catalog', module: 'EventsPage' },
      { remote: 'map', module: 'EventsMap' },
    ]);
    expect(partsFor('/eventdetails/4')).toEqual([{ remote: 'catalog', module: 'EventDetailsPage' }]);
    expect(partsFor('/')).toEqual([{ remote: 'catalog', module: 'RecentEvents' }]);
  });

  it('mounts nothing on paths no route names', () => {
    expect(partsFor('/eventdetails')).toEqual([]);
    expect(partsFor('/eventdetails/4/more')).toEqual([]);
    expect(partsFor('/nowhere')).toEqual([]);
  });
});
