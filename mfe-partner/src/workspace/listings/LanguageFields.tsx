// One language's words of a listing: its name, description and what to bring, typed in that language's direction.
import { useTranslation } from '@kemet/platform';
import { FormField } from '@kemet/platform/forms';
import './messages/listingsMessages';
import styles from './listings.module.css';

const LANGUAGES = {
  en: { suffix: 'En', legend: 'editor.english', dir: 'ltr' },
  ar: { suffix: 'Ar', legend: 'editor.arabic', dir: 'rtl' },
} as const;

export function LanguageFields({ language }: { language: keyof typeof LANGUAGES }) {
  const { t } = useTranslation('listings');
  const { suffix, legend, dir } = LANGUAGES[language];
  const words = { dir, lang: language } as const;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t(legend)}</legend>
      <FormField name={`name${suffix}`} label={t(`editor.name${suffix}`)} {...words} />
      <FormField
        name={`description${suffix}`}
        label={t(`editor.description${suffix}`)}
        hint={t('editor.descriptionHint')}
        multiline
        rows={5}
        {...words}
      />
      <FormField name={`whatToBring${suffix}`} label={t(`editor.whatToBring${suffix}`)} multiline rows={2} {...words} />
    </fieldset>
  );
}
