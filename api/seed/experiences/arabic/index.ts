// The seed's Arabic: experiences, meeting points and category labels, each keyed by its English text.
import type { ArabicExperience } from './arabicExperience.js';
import { citiesAndCoastsArabic } from './citiesAndCoasts.js';
import { desertsAndNileArabic } from './desertsAndNile.js';
import { firstListedArabic } from './firstListed.js';

export type { ArabicExperience };
export { categoryLabelsArabic } from './ticketCategories.js';
export { meetingPointsArabic } from './meetingPoints.js';
export const experiencesArabic: Record<string, ArabicExperience> = {
  ...firstListedArabic,
  ...citiesAndCoastsArabic,
  ...desertsAndNileArabic,
};
