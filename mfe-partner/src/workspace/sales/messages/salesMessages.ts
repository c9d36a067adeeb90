// The sales and statement pages' words (namespace "partnerSales"). Every module that renders with it imports this file
// first; Arabic is a chunk of its own.
import { registerMessages } from '@kemet/platform';
import en from './sales.en';

export const salesMessagesReady = registerMessages('partnerSales', {
  en,
  ar: () => import(/* webpackChunkName: "messages-partner-sales-ar" */ './sales.ar'),
});
