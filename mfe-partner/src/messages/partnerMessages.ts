// The partner remote's words (namespace "partner"). Every module that renders with it imports this file first; Arabic
// is a chunk of its own.
import { registerMessages } from '@kemet/platform';
import en from './partner.en';

export const partnerMessagesReady = registerMessages('partner', {
  en,
  ar: () => import(/* webpackChunkName: "messages-partner-ar" */ './partner.ar'),
});
