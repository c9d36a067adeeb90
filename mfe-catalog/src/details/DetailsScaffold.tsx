// The frame both details pages share: the experience at the URL's eventId, with the loading skeleton, the not-found
// message, a failed load and the move to the address of the experience's own kind; once it is here, its banner,
// title, place and description in the two-column layout, where the page adds the rest of each column; its reviews
// close the main column.
import type { ReactNode } from 'react';
import { Navigate, QueryError, useLocation, useParams, useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import type { Experience } from '@kemet/contract';
import { useExperienceAt } from '../api/getExperience';
import { LocationLine } from '../components/LocationLine';
import { WishlistToggle } from '../components/WishlistToggle';
import { DetailsBanner } from './DetailsBanner';
import { detailsPathOf } from './detailsPath';
import { DetailsSkeleton } from './DetailsSkeleton';
import { NotFoundState } from './NotFoundState';
import { ReviewsSection } from './reviews/ReviewsSection';
import styles from './DetailsLayout.module.css';

interface DetailsScaffoldProps {
  kind: 'event' | 'tour';
  /** The list this page belongs to, offered when the id matches nothing. */
  backTo: string;
  /** What follows the description in the main column. */
  main: (experience: Experience) => ReactNode;
  side: (experience: Experience) => ReactNode;
}

export function DetailsScaffold({ kind, backTo, main, side }: DetailsScaffoldProps) {
  const { t } = useTranslation('catalog');
  const urlId = useParams().eventId;
  const { search } = useLocation();
  const { query, notFound } = useExperienceAt(urlId);
  if (notFound) return <NotFoundState kind={kind} backTo={backTo} />;
  if (query.isPending)
    return <DetailsSkeleton label={t(kind === 'event' ? 'details.loadingEvent' : 'details.loadingTour')} />;
  if (query.isError) {
    return (
      <div className={styles.page}>
        <QueryError
          what={t(kind === 'event' ? 'details.thisEvent' : 'details.thisTour')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  const experience = query.data;
  // Reached by a link within the page under the other kind's address: the server would answer 301.
  if (experience.kind !== kind) return <Navigate replace to={`${detailsPathOf(experience.kind, urlId!)}${search}`} />;
  return (
    <article data-team="catalog">
      <DetailsBanner experience={experience} eyebrow={t(kind === 'event' ? 'details.event' : 'details.tour')} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <h2 className={styles.title}>
            <bdi>{experience.name}</bdi>
          </h2>
          <LocationLine location={experience.locationLabel} />
          <WishlistToggle experience={experience} variant="page" />
          <p className={styles.lead} dir="auto">
            {experience.description}
          </p>
          {main(experience)}
          <ReviewsSection experience={experience} />
        </div>
        <div className={styles.side}>{side(experience)}</div>
      </div>
    </article>
  );
}
