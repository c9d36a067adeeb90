// The language switch (العربية / English): the whole page changes language in place, no reload; the link keeps the page.
import { usePreferences, useSwitchLanguage, useTranslation } from '@kemet/platform';
import styles from './Preferences.module.css';

export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const { language } = usePreferences();
  const switchLanguage = useSwitchLanguage();
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <button type="button" className={styles.language} lang={other} title={t('preferences.switchLanguage')} onClick={() => void switchLanguage(other)}>
      {other === 'ar' ? 'العربية' : 'English'}
    </button>
  );
}
