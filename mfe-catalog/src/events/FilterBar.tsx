// The events filter bar: Recent / By Name / By Location / By Provider (a Filter dropdown ≤768px), the facet pick, and search.
// The sort values and facet names stay the API's keys; only what is shown is translated.
import { useId } from 'react';
import { SORT_OPTIONS, type EventSort } from '@kemet/contract';
import { useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import { SearchBox } from '../components/SearchBox';
import type { EventsQueryState } from '../hooks/useEventsQuery';
import { FacetSelect } from './FacetSelect';
import styles from './FilterBar.module.css';

interface Props {
  query: EventsQueryState;
  onSort: (sort: EventSort) => void;
  onFacet: (value: string) => void;
  onSearch: (keywords: string) => void;
}

export function FilterBar({ query, onSort, onFacet, onSearch }: Props) {
  const { t } = useTranslation('catalog');
  const filterId = useId();
  const facet = query.sort === 'location' || query.sort === 'provider' ? query.sort : null;
  return (
    <div className={styles.bar}>
      <div className={styles.buttons} role="group" aria-label={t('filters.group')}>
        {SORT_OPTIONS.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.sortButton}
            aria-pressed={query.sort === option.value}
            onClick={() => onSort(option.value)}
          >
            {t(`filters.sort.${option.value}`)}
          </button>
        ))}
      </div>
      <div className={`${styles.field} ${styles.dropdown}`}>
        <label htmlFor={filterId} className={styles.fieldLabel}>
          {t('filters.filter')}
        </label>
        <select id={filterId} className={styles.select} value={query.sort} onChange={(event) => onSort(event.target.value as EventSort)}>
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(`filters.sort.${option.value}`)}
            </option>
          ))}
        </select>
      </div>
      {facet && <FacetSelect facet={facet} value={facet === 'location' ? query.location : query.provider} onChange={onFacet} />}
      <SearchBox value={query.q} onSearch={onSearch} label={t('events.search')} />
    </div>
  );
}
