// The platform's own words (namespace "common"): what any part of the page may show, and what a remote that never
// arrived still needs. English as the pages have always said it; validation words are the contract's own.
import { messages } from '@kemet/contract';

export default {
  validation: { ...messages },
  network: 'We could not reach Kemet. Check your connection and try again.',
  requestFailed: 'Request failed ({{status}}).',
  checkFields: 'Please check the highlighted fields.',
  checkingRequest: 'Checking this request…',
  retry: 'Retry',
  couldNotLoad: 'We could not load {{what}}.',
  remote: {
    unavailable: 'The {{label}} is not available right now.',
    restWorks: 'The rest of the site still works. Please try again in a moment.',
    loading: 'Loading the {{label}}',
  },
  rateLimit: {
    tryAgainIn: '{{message}} Please try again in {{wait}}.',
    tryAgainLater: '{{message}} Please try again in a little while.',
  },
  wait: {
    second_one: '{{count}} second',
    second_other: '{{count}} seconds',
    minute_one: '{{count}} minute',
    minute_other: '{{count}} minutes',
    hour_one: '{{count}} hour',
    hour_other: '{{count}} hours',
  },
  tickets_one: '{{count}} ticket',
  tickets_other: '{{count}} tickets',
  // A review's score, sub-scores and when the reviewer went (Stars, ReviewScores, useWentIn).
  reviews: {
    outOfFive: '{{score}} out of 5',
    part: { guide: 'Guide', organisation: 'Organisation', value: 'Value' },
    partScore: '{{score}}/5',
    went: 'went in {{when}}',
  },
  // API errors by code: English shows the service's own message, so only other languages list them.
  errors: {},
};
