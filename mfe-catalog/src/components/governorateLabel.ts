// A governorate's name in the page's language (the English name is the key the service keeps).
import { governoratesArabic } from '@kemet/contract/places';

export const governorateLabel = (name: string, language: string) =>
  language === 'ar' ? (governoratesArabic[name]?.label ?? name) : name;
