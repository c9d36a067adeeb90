// The search's filters and sort, each choice with how many results it would show (the server's counts): a GET form
// carrying the search in hidden fields, so filtering works before and without the page's code, in place once live.
import { useId, type FormEvent } from 'react';
import {
  DEFAULT_NEAR,
  DURATIONS,
  GOVERNORATES,
  GUIDE_LANGUAGES,
  SEARCH_SORTS,
  TIMES_OF_DAY,
  type SearchFacets,
} from '@kemet/contract';
import { useFormat, usePreferences, useSearchParams, useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import { writePartySearch, type PartySearchState } from '../hooks/usePartySearch';
import { usePageAddress } from '../hooks/usePageAddress';
import { formParams } from './formParams';
import { governorateLabel } from './governorateLabel';
import { HiddenFields } from './HiddenFields';
import styles from './SearchFilters.module.css';

const SEARCH_FIELDS = ['where', 'from', 'to', 'adults', 'children', 'infants', 'residency'];

export function SearchFilters({ state, facets }: { state: PartySearchState; facets: SearchFacets }) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  const { language } = usePreferences();
  const id = useId();
  const action = usePageAddress();
  const [, setParams] = useSearchParams();
  const all = writePartySearch(state, 1);
  const keep = new URLSearchParams([...all].filter(([name]) => SEARCH_FIELDS.includes(name)));
  const counted = (label: string, count: number) => `${label} (${format.number(count)})`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setParams(formParams(event.currentTarget));
  };
  const field = (name: string) => `${id}-${name}`;
  const select = (
    name: 'timeOfDay' | 'duration' | 'language',
    values: readonly string[],
    counts: Record<string, number>,
  ) => (
    <div className={styles.field}>
      <label htmlFor={field(name)}>{t(`partySearch.filters.${name}`)}</label>
      <select id={field(name)} name={name} defaultValue={state[name]} className={styles.input}>
        <option value="">{t('partySearch.filters.any')}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {counted(t(`partySearch.${name}.${value}`), counts[value] ?? 0)}
          </option>
        ))}
      </select>
    </div>
  );
  /** One end of the party's price range; its hint is the results' cheapest or dearest price, rounded outwards. */
  const priceBound = (name: 'priceMin' | 'priceMax', hint: number | null, round: (price: number) => number) => (
    <div className={styles.field}>
      <label htmlFor={field(name)}>{t(`partySearch.filters.${name}`, { currency: facets.price.currency })}</label>
      <input
        id={field(name)}
        name={name}
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        defaultValue={state[name]}
        placeholder={hint === null ? '' : String(round(hint))}
        className={styles.input}
        dir="ltr"
      />
    </div>
  );
  return (
    <form
      className={styles.form}
      method="get"
      action={action}
      onSubmit={submit}
      aria-label={t('partySearch.filters.label')}
    >
      <HiddenFields params={keep} />
      <div className={styles.field}>
        <label htmlFor={field('sort')}>{t('partySearch.filters.sort')}</label>
        <select id={field('sort')} name="sort" defaultValue={state.sort} className={styles.input}>
          {SEARCH_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`partySearch.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={field('near')}>{t('partySearch.filters.near')}</label>
        <select id={field('near')} name="near" defaultValue={state.near} className={styles.input}>
          <option value="">{governorateLabel(DEFAULT_NEAR, language)}</option>
          {GOVERNORATES.filter((name) => name !== DEFAULT_NEAR).map((name) => (
            <option key={name} value={name}>
              {governorateLabel(name, language)}
            </option>
          ))}
        </select>
      </div>
      {select('timeOfDay', TIMES_OF_DAY, facets.timeOfDay)}
      {select('duration', DURATIONS, facets.duration)}
      {priceBound('priceMin', facets.price.min, Math.floor)}
      {priceBound('priceMax', facets.price.max, Math.ceil)}
      {select(
        'language',
        // The chosen language stays though none is left, so the select shows the filter still applied.
        GUIDE_LANGUAGES.filter((l) => l === state.language || (facets.language[l] ?? 0) > 0),
        facets.language,
      )}
      <label className={styles.check}>
        <input type="checkbox" name="family" value="true" defaultChecked={state.family} />
        {counted(t('partySearch.filters.family'), facets.family)}
      </label>
      <label className={styles.check}>
        <input type="checkbox" name="freeCancellation" value="true" defaultChecked={state.freeCancellation} />
        {counted(t('partySearch.filters.freeCancellation'), facets.freeCancellation)}
      </label>
      <button type="submit" className={styles.button}>
        {t('partySearch.filters.apply')}
      </button>
    </form>
  );
}
