// The listings' words (namespace "listings"). Every module that renders with it imports this file first; Arabic is a
// chunk of its own.
import { registerMessages } from '@kemet/platform';
import en from './listings.en';

export const listingsMessagesReady = registerMessages('listings', {
  en,
  ar: () => import(/* webpackChunkName: "messages-listings-ar" */ './listings.ar'),
});
