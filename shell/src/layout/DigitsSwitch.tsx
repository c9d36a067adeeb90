// The digits setting of Arabic pages (Arabic-Indic ١٢٣ or Latin 123), in the footer; English always uses Latin digits.
import { setDigits, usePreferences, useTranslation, type Digits } from '@kemet/platform';
import styles from './Preferences.module.css';

const CHOICES: { digits: Digits; sample: string }[] = [
  { digits: 'arab', sample: '١٢٣' },
  { digits: 'latn', sample: '123' },
];

export function DigitsSwitch() {
  const { t } = useTranslation('shell');
  const { language, digits } = usePreferences();
  if (language !== 'ar') return null;
  return (
    <div role="group" aria-label={t('preferences.digits')} className={styles.digits}>
      <span aria-hidden="true">{t('preferences.digits')}</span>
      {CHOICES.map((choice) => (
        <button
          key={choice.digits}
          type="button"
          className={styles.digitsChoice}
          aria-pressed={digits === choice.digits}
          onClick={() => setDigits(choice.digits)}
        >
          {/* The name starts with what the button shows (WCAG 2.5.3), then says it in words. */}
          {choice.sample}
          <span className="visually-hidden"> ({t(`preferences.digitsChoice.${choice.digits}`)})</span>
        </button>
      ))}
    </div>
  );
}
