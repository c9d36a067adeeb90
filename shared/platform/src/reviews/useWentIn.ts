// When a reviewer went, as a review says it: "went in March 2027" ("زار في مارس ٢٠٢٧").
import { useTranslation } from '../i18n/i18n';
import { useFormat } from '../i18n/useFormat';

export function useWentIn(): (wentAt: string) => string {
  const { t } = useTranslation('common');
  const format = useFormat();
  return (wentAt) => t('reviews.went', { when: format.date(wentAt, { month: 'long', year: 'numeric' }) });
}
