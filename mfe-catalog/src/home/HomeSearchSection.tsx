// Home's search by dates and party, right under the hero: the same GET form as /events and /tours, sent to /events.
import { useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import { PartySearchForm } from '../components/PartySearchForm';
import { readPartySearch } from '../hooks/usePartySearch';
import styles from './HomeSection.module.css';

const EMPTY = readPartySearch(new URLSearchParams());

export function HomeSearchSection() {
  const { t } = useTranslation('catalog');
  return (
    <section className={styles.search} aria-labelledby="catalog-home-search" data-team="catalog">
      <h2 id="catalog-home-search" className={styles.searchTitle}>
        {t('partySearch.homeTitle')}
      </h2>
      <PartySearchForm state={EMPTY} to="/events" partyInUrl={false} />
    </section>
  );
}
