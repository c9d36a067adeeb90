// The currency switch (EGP, USD, EUR) next to the language switch: prices are shown in the chosen one, approximately.
// It is a GET form to the same page (?currency=EUR, remembered by the server), so it works without the page's code:
// its Apply button shows only where scripts never run. With the code live, a change applies at once; a change made
// before the code started applies as the page goes live.
import { useLayoutEffect, useRef } from 'react';
import {
  DISPLAY_CURRENCIES,
  isDisplayCurrency,
  pathInLanguage,
  setDisplayCurrency,
  useLocation,
  usePreferences,
  useTranslation,
} from '@kemet/platform';
import styles from './Preferences.module.css';

export function CurrencySwitch() {
  const { t } = useTranslation('shell');
  const { currency, language } = usePreferences();
  const { pathname, search } = useLocation();
  const select = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => {
    // Picked before the page was live: the browser kept the choice in the field; apply it now.
    const picked = select.current?.value;
    if (picked !== currency && isDisplayCurrency(picked)) setDisplayCurrency(picked);
    // Once, as the page goes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const kept = [...new URLSearchParams(search)].filter(([name]) => name !== 'currency' && name !== 'lang');
  return (
    <form
      method="get"
      action={pathInLanguage(pathname, language)}
      className={styles.currency}
      onSubmit={(event) => {
        event.preventDefault();
        if (isDisplayCurrency(select.current?.value)) setDisplayCurrency(select.current.value);
      }}
    >
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label className={styles.currencyField}>
        <span className="visually-hidden">{t('preferences.currency')}</span>
        <select
          ref={select}
          name="currency"
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
      <button type="submit" className={styles.apply}>
        {t('preferences.apply')}
      </button>
    </form>
  );
}
