import { bookableRange } from './getAvailability';

const NOW = new Date('2026-11-23T23:40:00Z'); // already 24 November in Cairo

test('a tour whose next session is today asks from today (in Cairo) over 90 days', () => {
  expect(bookableRange('2026-11-24T06:00:00Z', NOW)).toEqual({ from: '2026-11-24', to: '2027-02-22' });
});

test('an event months ahead asks from its own day, so its one session is in the range', () => {
  expect(bookableRange('2027-03-27T23:30:00Z', NOW)).toEqual({ from: '2027-03-28', to: '2027-06-26' });
});

test('a start already past by this clock never asks for days before today', () => {
  expect(bookableRange('2026-11-20T06:00:00Z', NOW).from).toBe('2026-11-24');
});
