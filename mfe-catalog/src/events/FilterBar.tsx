// The events filter bar: Recent / By Name / By Location / By Provider (a Filter dropdown ≤768px), the facet pick, and
// search. The sort values and facet names stay the API's keys; only what is shown is translated. The sort and facet
// controls are a GET form to the page's own address, so they work before and without the page's code (its Apply
// button shows only where scripts never run); once live, each applies in place.
import { useId, useRef } from 'react';
import { SORT_OPTIONS, type ExperienceSort } from '@kemet/contract';
import { useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import { HiddenFields } from '../components/HiddenFields';
import { SearchBox } from '../components/SearchBox';
import { usePageAddress } from '../hooks/usePageAddress';
import { useChoiceBeforeLive } from '../hooks/useChoiceBeforeLive';
import type { ExperiencesQueryState } from '../hooks/useExperiencesQuery';
import { FacetSelect } from './FacetSelect';
import styles from './FilterBar.module.css';

interface Props {
  query: ExperiencesQueryState;
  onSort: (sort: ExperienceSort) => void;
  onFacet: (value: string) => void;
  onSearch: (keywords: string) => void;
}

const isSort = (value: string): value is ExperienceSort => SORT_OPTIONS.some((option) => option.value === value);

export function FilterBar({ query, onSort, onFacet, onSearch }: Props) {
  const { t } = useTranslation('catalog');
  const filterId = useId();
  const action = usePageAddress();
  const dropdown = useRef<HTMLSelectElement>(null);
  const sortTo = (value: string) => isSort(value) && onSort(value);
  useChoiceBeforeLive(dropdown, query.sort, sortTo);
  const facet = query.sort === 'location' || query.sort === 'provider' ? query.sort : null;
  // What a sort keeps (the keywords), and what a search keeps (the sort and its pick); either shows the cards.
  const forSort = new URLSearchParams({ ...(query.q && { q: query.q }), map: 'off' });
  const forSearch = new URLSearchParams({
    ...(query.sort !== 'recent' && { sort: query.sort }),
    ...(facet === 'location' && query.location && { location: query.location }),
    ...(facet === 'provider' && query.provider && { provider: query.provider }),
    map: 'off',
  });
  return (
    <div className={styles.bar}>
      <form method="get" action={action} className={styles.sorting} onSubmit={(event) => event.preventDefault()}>
        <HiddenFields params={forSort} />
        <div className={styles.buttons} role="group" aria-label={t('filters.group')}>
          {SORT_OPTIONS.map((option) => (
            <button
              key={option.value}
              type="submit"
              name="sort"
              value={option.value}
              className={styles.sortButton}
              aria-pressed={query.sort === option.value}
              onClick={(event) => {
                event.preventDefault();
                onSort(option.value);
              }}
            >
              {t(`filters.sort.${option.value}`)}
            </button>
          ))}
        </div>
        <div className={`${styles.field} ${styles.dropdown}`}>
          <label htmlFor={filterId} className={styles.fieldLabel}>
            {t('filters.filter')}
          </label>
          <select
            ref={dropdown}
            id={filterId}
            name="sort"
            className={styles.select}
            value={query.sort}
            onChange={(event) => sortTo(event.target.value)}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(`filters.sort.${option.value}`)}
              </option>
            ))}
          </select>
        </div>
        {facet && (
          <FacetSelect
            facet={facet}
            value={facet === 'location' ? query.location : query.provider}
            onChange={onFacet}
          />
        )}
        <button type="submit" className={styles.apply}>
          {t('filters.apply')}
        </button>
      </form>
      <SearchBox value={query.q} onSearch={onSearch} label={t('events.search')} keep={forSearch} />
    </div>
  );
}
