// The language the data service is asked to answer in (Accept-Language on every request). It moves ahead of the
// page's language during a switch, so the data on screen arrives translated before the page flips.
import type { Language } from './languages';
import { preferences } from './preferences';
import { onServer } from '../serverRender/requestScope';

let language: Language = preferences.getState().language;

// On the server, the language of the request being rendered.
export const contentLanguage = (): Language => (onServer ? preferences.getState().language : language);
export const setContentLanguage = (next: Language) => {
  language = next;
};
