// The search by dates and party (where, from, to, who): a GET form to a list page (its own by default), filled from the
// URL, so a search works before and without the page's code; once live it searches in place, and "when" is a range on
// the calendar (DateRangeField). Left blank, "to" is 30 days after "from"; the party the URL leaves out is the visit's
// (usePartySearch).
import { useId, useRef, useState, type FormEvent } from 'react';
import { GOVERNORATES, PARTY_MAX, type Party } from '@kemet/contract';
import { pathInLanguage, useLocation, useNavigate, usePreferences, useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import { usePageAddress } from '../hooks/usePageAddress';
import type { PartySearchState } from '../hooks/usePartySearch';
import { DateRangeField, type DateRangeFieldHandle } from './dateRange/DateRangeField';
import { formParams } from './formParams';
import { governorateLabel } from './governorateLabel';
import styles from './PartySearchForm.module.css';

interface Props {
  state: PartySearchState;
  /** Where the form goes: its own page unless given ('/events' from the home page). */
  to?: string;
}

export function PartySearchForm({ state, to }: Props) {
  const { t } = useTranslation('catalog');
  const { language } = usePreferences();
  const id = useId();
  const own = usePageAddress();
  const action = to ? pathInLanguage(to, language) : own;
  // The router's paths leave the language out (an Arabic page's router has the /ar basename): /ar/events is /events.
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dates = useRef<DateRangeFieldHandle>(null);
  const [party, setParty] = useState<Party>(state);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = formParams(event.currentTarget);
    // The calendar's `from` is a hidden field, which the browser does not require: ask for it as the date field did.
    if (!params.get('from')) return dates.current?.open();
    void navigate(`${to ?? pathname}?${params.toString()}`);
  };
  const field = (name: string) => `${id}-${name}`;
  const stepper = (name: 'adults' | 'children' | 'infants', min: number) => (
    <div className={styles.field}>
      <label htmlFor={field(name)}>{t(`partySearch.${name}`)}</label>
      <input
        id={field(name)}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={PARTY_MAX}
        value={party[name]}
        onChange={(event) => setParty({ ...party, [name]: Number(event.target.value) })}
        className={styles.input}
        dir="ltr"
      />
    </div>
  );
  return (
    <form
      role="search"
      aria-label={t('partySearch.label')}
      className={styles.form}
      method="get"
      action={action}
      onSubmit={submit}
    >
      <div className={`${styles.field} ${styles.where}`}>
        <label htmlFor={field('where')}>{t('partySearch.where')}</label>
        <select id={field('where')} name="where" defaultValue={state.where} className={styles.input}>
          <option value="">{t('partySearch.anywhere')}</option>
          {GOVERNORATES.map((name) => (
            <option key={name} value={name}>
              {governorateLabel(name, language)}
            </option>
          ))}
        </select>
      </div>
      <DateRangeField
        ref={dates}
        initial={{ from: state.from, to: state.to }}
        fieldClassName={styles.field!}
        inputClassName={styles.input!}
      />
      {stepper('adults', 1)}
      {stepper('children', 0)}
      {stepper('infants', 0)}
      <div className={styles.field}>
        <label htmlFor={field('residency')}>{t('partySearch.residency')}</label>
        <select
          id={field('residency')}
          name="residency"
          value={party.residency}
          onChange={(event) => setParty({ ...party, residency: event.target.value as Party['residency'] })}
          className={styles.input}
        >
          <option value="foreign">{t('partySearch.foreign')}</option>
          <option value="egyptian">{t('partySearch.egyptian')}</option>
        </select>
      </div>
      <button type="submit" className={styles.button}>
        {t('partySearch.submit')}
      </button>
    </form>
  );
}
