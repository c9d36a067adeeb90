// The events as cards (map off): 6 per page from the data service, with count, pager, empty, loading and error states.
import { useEffect, useRef } from 'react';
import { Button, Notice } from '@kemet/ui';
import { QueryError, useTranslation, type LinkProps } from '@kemet/platform';
import '../messages/catalogMessages';
import { CardGridSkeleton } from '../components/CardGridSkeleton';
import { EmptyState } from '../components/EmptyState';
import { ExperienceCard } from '../components/ExperienceCard';
import { Pager } from '../components/Pager';
import { useExperiences } from '../api/getExperiences';
import { EVENTS_PAGE_SIZE, toApiQuery, type ExperiencesQueryState } from '../hooks/useExperiencesQuery';
import gridStyles from '../components/CardGrid.module.css';
import styles from './EventsPage.module.css';

interface Props {
  query: ExperiencesQueryState;
  /** The address of a page of the cards. */
  pageLink: (page: number) => LinkProps['to'];
  onPage: (page: number) => void;
  onClear: () => void;
}

export function ExperienceResults({ query, pageLink, onPage, onClear }: Props) {
  const { t } = useTranslation('catalog');
  const result = useExperiences(toApiQuery(query));
  const top = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else top.current?.scrollIntoView?.({ block: 'start' });
  }, [query.page]);

  let body;
  if (result.isPending) body = <CardGridSkeleton count={EVENTS_PAGE_SIZE} label={t('events.loading')} />;
  else if (result.isError)
    body = <QueryError what={t('events.what')} error={result.error} onRetry={() => void result.refetch()} />;
  else if (result.data.total === 0) body = <EmptyState what="events" onClear={onClear} />;
  else if (result.data.items.length === 0)
    body = (
      <Notice title={t('events.noPage', { page: query.page })}>
        <Button variant="secondary" onClick={() => onPage(1)}>
          {t('events.firstPage')}
        </Button>
      </Notice>
    );
  else {
    const { items, page, total, totalPages } = result.data;
    const first = (page - 1) * EVENTS_PAGE_SIZE + 1;
    body = (
      <>
        <p className={styles.count}>{t('events.showing', { first, last: first + items.length - 1, count: total })}</p>
        <ul className={gridStyles.grid}>
          {items.map((experience) => (
            <li key={experience.id}>
              <ExperienceCard experience={experience} />
            </li>
          ))}
        </ul>
        <Pager page={page} totalPages={totalPages} to={pageLink} label={t('events.pages')} />
      </>
    );
  }
  return (
    <div ref={top} className={styles.results} aria-busy={result.isPending}>
      <h2 className="visually-hidden">{t('events.heading')}</h2>
      {body}
    </div>
  );
}
