// The tours page: banner with hint, the four statistic tiles, the search by dates and party, keyword search and one
// column of tour cards, 3 per page (a search's results, a URL with `from`, take the place of the last two).
import { QueryError, useTranslation } from '@kemet/platform';
import { eventIdFromRecordId, Skeleton } from '@kemet/ui';
import '../messages/catalogMessages';
import { EmptyState } from '../components/EmptyState';
import { Pager } from '../components/Pager';
import { PartySearchForm } from '../components/PartySearchForm';
import { PartySearchResults } from '../components/PartySearchResults';
import { SearchBox } from '../components/SearchBox';
import { StatsStrip } from '../components/StatsStrip';
import { useExperiences } from '../api/getExperiences';
import { usePageParam } from '../hooks/usePageParam';
import { partySearchKey, usePartySearch } from '../hooks/usePartySearch';
import { TourCard } from './TourCard';
import { useSliderSteps } from './useSliderSteps';
import styles from './ToursPage.module.css';

export const TOURS_PAGE_SIZE = 3;

/** The API query of a page of tours (the server's prefetch asks the same). */
export const toursApiQuery = (page: number, q: string) => ({ page, pageSize: TOURS_PAGE_SIZE, q: q || undefined });

export function ToursPage() {
  const { t } = useTranslation('catalog');
  const { page, q, state, pageLink, search } = usePageParam();
  const sliderSteps = useSliderSteps(state);
  const partySearch = usePartySearch();
  const tours = useExperiences(toursApiQuery(page, q), !partySearch.active);
  let list;
  if (tours.isPending) {
    list = (
      <div role="status" aria-label={t('tours.loading')} className={styles.list}>
        {Array.from({ length: TOURS_PAGE_SIZE }, (_, i) => (
          <Skeleton key={i} height="var(--catalog-tour-card-height)" />
        ))}
      </div>
    );
  } else if (tours.isError)
    list = <QueryError what={t('tours.what')} error={tours.error} onRetry={() => void tours.refetch()} />;
  else if (tours.data.items.length === 0) list = <EmptyState what="tours" onClear={() => search('')} />;
  else
    list = (
      <>
        <ul className={styles.list}>
          {tours.data.items.map((tour, index) => (
            <li key={tour.id}>
              <TourCard tour={tour} first={index === 0} steps={sliderSteps(eventIdFromRecordId(tour.id))} />
            </li>
          ))}
        </ul>
        <Pager page={tours.data.page} totalPages={tours.data.totalPages} to={pageLink} label={t('tours.pages')} />
      </>
    );
  return (
    <div data-team="catalog">
      <header className={styles.banner}>
        <div className={styles.bannerInner}>
          <h1 className={styles.title}>{t('tours.title')}</h1>
          <p className={styles.hint}>{t('tours.hint')}</p>
        </div>
      </header>
      <div className={styles.page}>
        <StatsStrip />
        <PartySearchForm key={partySearchKey(partySearch)} state={partySearch} />
        {partySearch.active ? (
          <PartySearchResults state={partySearch} kind="tour" />
        ) : (
          <>
            <div className={styles.tools}>
              <SearchBox value={q} onSearch={search} label={t('tours.search')} />
            </div>
            <h2 className="visually-hidden">{t('tours.heading')}</h2>
            {list}
          </>
        )}
      </div>
    </div>
  );
}
