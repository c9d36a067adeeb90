// The frame both details pages share: the experience at the URL's eventId, with the loading skeleton, the not-found
// message and a failed load; once it is here, its banner and the two-column layout whose columns the page draws.
import type { ReactNode } from 'react';
import { QueryError, useParams, type Experience } from '@kemet/shared';
import { useEventAt } from '../api/getEvent';
import { DetailsBanner } from './DetailsBanner';
import { DetailsSkeleton } from './DetailsSkeleton';
import { NotFoundState } from './NotFoundState';
import styles from './DetailsLayout.module.css';

interface DetailsScaffoldProps {
  kind: 'event' | 'tour';
  /** The list this page belongs to, offered when the id matches nothing. */
  backTo: string;
  backLabel: string;
  children: (experience: Experience) => ReactNode;
}

export function DetailsScaffold({ kind, backTo, backLabel, children }: DetailsScaffoldProps) {
  const { query, notFound } = useEventAt(useParams().eventId);
  if (notFound) return <NotFoundState kind={kind} backTo={backTo} backLabel={backLabel} />;
  if (query.isPending) return <DetailsSkeleton label={`Loading the ${kind}`} />;
  if (query.isError) {
    return (
      <div className={styles.page}>
        <QueryError what={`this ${kind}`} error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return (
    <article data-team="catalog">
      <DetailsBanner experience={query.data} eyebrow={kind === 'event' ? 'Event' : 'Tour'} />
      <div className={styles.layout}>{children(query.data)}</div>
    </article>
  );
}
