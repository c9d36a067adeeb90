// The language switch (العربية / English): the whole page changes language in place, no reload.
import { useSwitchLanguage, usePreferences, useTranslation } from '@kemet/platform';

export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const { language } = usePreferences();
  const switchLanguage = useSwitchLanguage();
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <button type="button" lang={other} onClick={() => void switchLanguage(other)}>
      {t('preferences.switchTo')}
    </button>
  );
}
