// The language switch (العربية / English): the whole page changes language in place, no reload, and the address
// follows (/events ⇄ /ar/events). Each language names itself, marked with its lang so it is read in its own voice.
import { usePreferences, useSwitchLanguage } from '@kemet/platform';
import styles from './Preferences.module.css';

const NAMES = { ar: 'العربية', en: 'English' } as const;

export function LanguageSwitch() {
  const { language } = usePreferences();
  const switchLanguage = useSwitchLanguage();
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <button type="button" className={styles.language} lang={other} onClick={() => void switchLanguage(other)}>
      {NAMES[other]}
    </button>
  );
}
