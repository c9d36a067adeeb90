// The static pages' words (namespace "shellPages"): imported only by those pages, so their English comes with their
// chunks and stays out of the first load; Arabic is a chunk of its own.
import { registerMessages } from '@kemet/platform';
import en from './shellPages.en';

export const shellPagesMessagesReady = registerMessages('shellPages', {
  en,
  ar: () => import(/* webpackChunkName: "messages-shell-pages-ar" */ './shellPages.ar'),
});
