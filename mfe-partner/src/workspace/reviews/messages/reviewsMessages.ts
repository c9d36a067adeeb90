// The reviews page's words (namespace "partnerReviews"). Every module that renders with it imports this file first;
// Arabic is a chunk of its own.
import { registerMessages } from '@kemet/platform';
import en from './reviews.en';

export const reviewsMessagesReady = registerMessages('partnerReviews', {
  en,
  ar: () => import(/* webpackChunkName: "messages-partner-reviews-ar" */ './reviews.ar'),
});
