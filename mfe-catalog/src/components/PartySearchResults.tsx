// The results of a search by dates and party: the filters (with the server's counts), then the fitting experiences as
// cards, with count, pager, empty, loading and error states. For /events (every kind) and /tours (`kind` tour).
import { useEffect } from 'react';
import { Notice } from '@kemet/ui';
import { ApiError, QueryError, usePreferences, useTranslation, validationText } from '@kemet/platform';
import '../messages/catalogMessages';
import { useSearchExperiences } from '../api/searchExperiences';
import { rememberParty } from '../hooks/rememberParty';
import {
  partySearchKey,
  SEARCH_PAGE_SIZE,
  toSearchApiQuery,
  writePartySearch,
  type PartySearchState,
} from '../hooks/usePartySearch';
import { CardGridSkeleton } from './CardGridSkeleton';
import { Pager } from './Pager';
import { SearchFilters } from './SearchFilters';
import { SearchHitCard } from './SearchHitCard';
import gridStyles from './CardGrid.module.css';
import styles from './PartySearchResults.module.css';

interface Props {
  state: PartySearchState;
  kind?: 'event' | 'tour';
}

export function PartySearchResults({ state, kind }: Props) {
  const { t } = useTranslation('catalog');
  const { currency } = usePreferences();
  const result = useSearchExperiences(toSearchApiQuery(state, kind, currency));
  const { adults, children, infants, residency } = state;
  useEffect(() => rememberParty({ adults, children, infants, residency }), [adults, children, infants, residency]);
  const pageLink = (page: number) => ({ search: `?${writePartySearch(state, page).toString()}` });

  if (result.isPending) return <CardGridSkeleton count={SEARCH_PAGE_SIZE} label={t('partySearch.loading')} />;
  if (result.isError) {
    const fields = result.error instanceof ApiError && result.error.status === 400 ? result.error.fields : null;
    if (fields)
      return (
        <Notice title={t('partySearch.badSearch')}>
          <ul>
            {Object.entries(fields).map(([field, message]) => (
              <li key={field}>{validationText(message)}</li>
            ))}
          </ul>
        </Notice>
      );
    return <QueryError what={t('partySearch.what')} error={result.error} onRetry={() => void result.refetch()} />;
  }
  const { items, page, total, totalPages, facets } = result.data;
  const first = (page - 1) * SEARCH_PAGE_SIZE + 1;
  return (
    <section className={styles.results} aria-labelledby="party-search-heading">
      <h2 id="party-search-heading" className={styles.count}>
        {total === 0
          ? t('partySearch.none')
          : t('partySearch.showing', { first, last: first + items.length - 1, count: total })}
      </h2>
      <SearchFilters key={partySearchKey(state)} state={state} facets={facets} />
      {items.length > 0 && (
        <ul className={gridStyles.grid}>
          {items.map((hit) => (
            <li key={hit.experience.id}>
              <SearchHitCard hit={hit} />
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 && <Pager page={page} totalPages={totalPages} to={pageLink} label={t('partySearch.pages')} />}
    </section>
  );
}
