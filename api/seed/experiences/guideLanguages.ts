// The languages the seed's guides speak: every guide speaks Arabic and English; many a third language, as Egypt's
// guides do for the visitors they see most (French, German, Italian, Spanish, Russian, Chinese).
import type { GuideLanguage } from '@kemet/contract';

const THIRD_LANGUAGES: (GuideLanguage | null)[] = ['fr', null, 'de', 'it', null, 'es', 'ru', 'fr', 'zh', null];

/** The n-th seed experience's guides' languages (n from 0). */
export function seedGuideLanguages(n: number): GuideLanguage[] {
  const third = THIRD_LANGUAGES[n % THIRD_LANGUAGES.length];
  return third ? ['ar', 'en', third] : ['ar', 'en'];
}
