// The account remote's words (namespace "account"). Every module that renders with it imports this file first; Arabic
// is a chunk of its own.
import { registerMessages } from '@kemet/platform';
import en from './account.en';

export const accountMessagesReady = registerMessages('account', {
  en,
  ar: () => import(/* webpackChunkName: "messages-account-ar" */ './account.ar'),
});
