// The catalog's words (namespace "catalog"): English bundled, Arabic a chunk of its own loaded when the page is Arabic.
// Every module that renders with `useTranslation('catalog')` imports this file, so the namespace is known before it
// renders.
import { registerMessages } from '@kemet/platform';
import en from './catalog.en';

export const catalogMessagesReady = registerMessages('catalog', {
  en,
  ar: () => import(/* webpackChunkName: "messages-catalog-ar" */ './catalog.ar'),
});
