import { bookableRange } from './getAvailability';

const NOW = new Date('2026-11-23T23:40:00Z'); // already 24 November in Cairo

const SOON = { from: '2026-11-24', to: '2027-02-22' };

test('before the experience is known, and for any session within 90 days, it asks from today (in Cairo) over 90 days', () => {
  expect(bookableRange(undefined, NOW)).toEqual(SOON);
  expect(bookableRange('2026-11-24T06:00:00Z', NOW)).toEqual(SOON);
  expect(bookableRange('2027-02-22T06:00:00Z', NOW)).toEqual(SOON);
});

test('an event further ahead asks from its own day, so its one session is in the range', () => {
  expect(bookableRange('2027-03-27T23:30:00Z', NOW)).toEqual({ from: '2027-03-28', to: '2027-06-26' });
});

test('a start already past by this clock asks from today', () => {
  expect(bookableRange('2026-11-20T06:00:00Z', NOW)).toEqual(SOON);
});
