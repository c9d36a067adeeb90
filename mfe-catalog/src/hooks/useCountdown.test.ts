import { formatCountdown } from './useCountdown';

it('formats seconds as hh:mm:ss', () => {
  expect(formatCountdown(59)).toBe('00:00:59');
  expect(formatCountdown(0)).toBe('00:00:00');
  expect(formatCountdown(3723)).toBe('01:02:03');
});
