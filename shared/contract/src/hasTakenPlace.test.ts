import { hasTakenPlace } from './hasTakenPlace';

describe('hasTakenPlace', () => {
  const now = Date.parse('2027-03-01T12:00:00Z');

  it('is true once the start has come, false before it', () => {
    expect(hasTakenPlace({ startsAt: '2027-03-01T11:59:59Z' }, now)).toBe(true);
    expect(hasTakenPlace({ startsAt: '2027-03-01T12:00:00Z' }, now)).toBe(true);
    expect(hasTakenPlace({ startsAt: '2027-03-01T12:00:01Z' }, now)).toBe(false);
  });

  it('reads the clock when no time is given', () => {
    expect(hasTakenPlace({ startsAt: new Date(Date.now() - 1000).toISOString() })).toBe(true);
    expect(hasTakenPlace({ startsAt: new Date(Date.now() + 60_000).toISOString() })).toBe(false);
  });
});
