// The eight FAQ entries (docs/product/pages.md#the-company-pages), answered in full sentences; their words are in the
// static pages' messages (faq.items.<key>).
import shellPagesEnglish from '../../messages/shellPages.en';

export interface Faq {
  question: string;
  answer: string;
}

export type FaqKey = keyof (typeof shellPagesEnglish)['faq']['items'];

export const FAQ_KEYS = Object.keys(shellPagesEnglish.faq.items) as FaqKey[];

/** The entries in English, as the page shows them in English. */
export const FAQS: Faq[] = FAQ_KEYS.map((key) => shellPagesEnglish.faq.items[key]);
