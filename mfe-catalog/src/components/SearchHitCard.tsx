// One search result: the experience's card with its first session fitting the party (Cairo day and time) and the
// party's price (the server's quote, "≈" when shown in another currency); its link opens the buy box on that session
// with the party chosen.
import type { SearchHit } from '@kemet/contract';
import { useFormat, useTranslation } from '@kemet/platform';
import { useMoney } from '@kemet/platform/query';
import '../messages/catalogMessages';
import { ExperienceCard } from './ExperienceCard';
import { searchHitPath } from './searchHitPath';
import styles from './SearchHitCard.module.css';

export function SearchHitCard({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  const money = useMoney();
  const { experience, session, partyPrice } = hit;
  return (
    <ExperienceCard experience={experience} headingLevel="h3" linkKey="partySearch.choose" to={searchHitPath(hit)}>
      <p className={styles.when}>
        <span className={styles.label}>{t('partySearch.firstFit')}</span>{' '}
        <time dateTime={session.startsAt}>{format.dateTime(session.startsAt)}</time>
      </p>
      <p className={styles.price}>
        <span className={styles.label}>{t('partySearch.partyPrice')}</span>{' '}
        <strong>{money.shown(partyPrice.total, partyPrice.currency)}</strong>
      </p>
    </ExperienceCard>
  );
}
