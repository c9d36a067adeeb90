// The currency switch (EGP, USD, EUR) next to the language switch: prices are shown in the chosen one, approximately.
import { DISPLAY_CURRENCIES, isDisplayCurrency, setDisplayCurrency, usePreferences, useTranslation } from '@kemet/platform';
import styles from './Preferences.module.css';

export function CurrencySwitch() {
  const { t } = useTranslation('shell');
  const { currency } = usePreferences();
  return (
    <label className={styles.currency}>
      <span className="visually-hidden">{t('preferences.currency')}</span>
      <select
        value={currency}
        className={styles.select}
        onChange={(event) => {
          if (isDisplayCurrency(event.target.value)) setDisplayCurrency(event.target.value);
        }}
      >
        {DISPLAY_CURRENCIES.map((code) => (
          <option key={code} value={code} lang="en">
            {code}
          </option>
        ))}
      </select>
    </label>
  );
}
