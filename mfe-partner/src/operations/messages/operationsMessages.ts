// The operations queue's words (namespace "operations"). Every module that renders with it imports this file first;
// Arabic is a chunk of its own.
import { registerMessages } from '@kemet/platform';
import en from './operations.en';

export const operationsMessagesReady = registerMessages('operations', {
  en,
  ar: () => import(/* webpackChunkName: "messages-operations-ar" */ './operations.ar'),
});
