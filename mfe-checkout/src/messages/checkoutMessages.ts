// The checkout's words (namespace "checkout"). Arabic is a chunk of its own, loaded only when the page is in Arabic.
import { registerMessages } from '@kemet/platform';
import en from './checkout.en';

export const checkoutMessagesReady = registerMessages('checkout', {
  en,
  ar: () => import(/* webpackChunkName: "messages-checkout-ar" */ './checkout.ar'),
});
