// Latin words (emails, names) inside Arabic text, isolated as <bdi> would (FSI … PDI), for strings that are not markup;
// English unchanged.
import { i18n } from '@kemet/platform';

export const isolate = (text: string) => (i18n.language === 'en' ? text : `\u2068${text}\u2069`);
