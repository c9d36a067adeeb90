import { ApiError } from './apiClient';
import { rateLimitMessage, waitInWords } from './rateLimitMessage';

test.each([
  [1, '1 second'],
  [45, '45 seconds'],
  [60, '1 minute'],
  [61, '2 minutes'],
  [900, '15 minutes'],
  [3600, '60 minutes'],
  [7200, '2 hours'],
])('a wait of %i s reads "%s"', (seconds, words) => {
  expect(waitInWords(seconds)).toBe(words);
});

test('the message says what happened and when to try again', () => {
  expect(rateLimitMessage(new ApiError(429, 'RATE_LIMITED', 'Too many attempts.', {}, 120))).toBe(
    'Too many attempts. Please try again in 2 minutes.',
  );
});

test('without Retry-After it still says to try again later', () => {
  expect(rateLimitMessage(new ApiError(429, 'RATE_LIMITED', 'Too many attempts.'))).toBe(
    'Too many attempts. Please try again in a little while.',
  );
});

test('any other failure has no such message', () => {
  expect(rateLimitMessage(new ApiError(402, 'PAYMENT_DECLINED', 'Your card was declined.', {}, 60))).toBeUndefined();
  expect(rateLimitMessage(new Error('429'))).toBeUndefined();
});
