// Beside the map (below it on narrow screens): the events the map shows, the first page of the current query, each
// with its date, place, price and details link. The server renders it, so a reader without the live map (no
// JavaScript, a crawler, the seconds before the map's code loads) has the events themselves.
import { experiencePath } from '@kemet/ui';
import { Link, useFormat, useTranslation, type LinkProps } from '@kemet/platform';
import { useMoney } from '@kemet/platform/query';
import '../messages/catalogMessages';
import { useExperiences } from '../api/getExperiences';
import { EVENTS_PAGE_SIZE, toApiQuery, type ExperiencesQueryState } from '../hooks/useExperiencesQuery';
import styles from './EventsOnMapList.module.css';

interface Props {
  query: ExperiencesQueryState;
  /** The events as cards (the map switched off). */
  cardsLink: LinkProps['to'];
}

export function EventsOnMapList({ query, cardsLink }: Props) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  const money = useMoney();
  const result = useExperiences(toApiQuery(query));
  // Loading or failed: the cards (map off) have their own loading and error states; the map stays the page's part.
  if (!result.isSuccess || result.data.items.length === 0) return null;
  const { items, page, total } = result.data;
  const first = (page - 1) * EVENTS_PAGE_SIZE + 1;
  return (
    <section className={styles.panel} aria-labelledby="events-on-map-heading">
      <h2 id="events-on-map-heading" className={styles.heading}>
        {t('events.onMap')}
      </h2>
      <p className={styles.count}>{t('events.showing', { first, last: first + items.length - 1, count: total })}</p>
      <ul className={styles.list}>
        {items.map((experience) => (
          <li key={experience.id} className={styles.item}>
            <h3 className={styles.name}>
              <Link to={experiencePath(experience)} className={styles.link}>
                <bdi>{experience.name}</bdi>
              </Link>
            </h3>
            <p className={styles.meta}>
              <time dateTime={experience.startsAt}>{format.date(experience.startsAt)}</time>
              <span aria-hidden="true"> · </span>
              <span className="visually-hidden">{t('card.location')}</span>
              <bdi>{experience.locationLabel}</bdi>
            </p>
            <p className={styles.price}>
              {experience.sale > 0 && <span className="visually-hidden">{t('price.sale')}</span>}
              {money.shown(experience.discountedPrice, experience.currency)}
            </p>
          </li>
        ))}
      </ul>
      <Link to={cardsLink} className={styles.all}>
        {t('events.listWithoutScript')}
        <span className={styles.arrow} aria-hidden="true">
          →
        </span>
      </Link>
    </section>
  );
}
