// One search result: the experience's picture, place and name, its first session fitting the party (Cairo day and
// time), the party's price (the server's quote, "≈" when shown in another currency) and a link that opens the buy box
// on that session with the party chosen; its ♥ saves it to the wishlist.
import type { SearchHit } from '@kemet/contract';
import { Link, useFormat, useTranslation } from '@kemet/platform';
import { useMoney } from '@kemet/platform/query';
import '../messages/catalogMessages';
import { CARD_GRID_SIZES } from './cardGridSizes';
import { ExperienceImage } from './ExperienceImage';
import { LocationLine } from './LocationLine';
import { searchHitPath } from './searchHitPath';
import { WishlistToggle } from './WishlistToggle';
import card from './ExperienceCard.module.css';
import styles from './SearchHitCard.module.css';

export function SearchHitCard({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  const money = useMoney();
  const { experience, session, partyPrice } = hit;
  return (
    <article className={card.card}>
      <WishlistToggle experience={experience} />
      <ExperienceImage
        experience={experience}
        src={experience.images[0]}
        sizes={CARD_GRID_SIZES}
        className={card.image}
      />
      <div className={card.body}>
        <LocationLine location={experience.locationLabel} />
        <h2 className={card.title}>
          <bdi>{experience.name}</bdi>
        </h2>
        <p className={styles.when}>
          <span className={styles.label}>{t('partySearch.firstFit')}</span>{' '}
          <time dateTime={session.startsAt}>{format.dateTime(session.startsAt)}</time>
        </p>
        <p className={styles.price}>
          <span className={styles.label}>{t('partySearch.partyPrice')}</span>{' '}
          <strong>{money.shown(partyPrice.total, partyPrice.currency)}</strong>
        </p>
        <Link className={card.link} to={searchHitPath(hit)}>
          {t('partySearch.choose')}
          <span className="visually-hidden">{t('card.linkAbout', { name: experience.name })}</span>
          <span className={card.arrow} aria-hidden="true">
            →
          </span>
        </Link>
      </div>
    </article>
  );
}
