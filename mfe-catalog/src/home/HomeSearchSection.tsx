// Home's search by dates and party, right under the hero: the same GET form as /events and /tours, sent to /events.
import { useRememberedParty, useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import { PartySearchForm } from '../components/PartySearchForm';
import { partySearchKey, readPartySearch } from '../hooks/usePartySearch';
import styles from './HomeSection.module.css';

export function HomeSearchSection() {
  const { t } = useTranslation('catalog');
  // No search yet: the steppers show the visit's party, else two adults.
  const state = readPartySearch(new URLSearchParams(), useRememberedParty());
  return (
    <section className={styles.search} aria-labelledby="catalog-home-search" data-team="catalog">
      <h2 id="catalog-home-search" className={styles.searchTitle}>
        {t('partySearch.homeTitle')}
      </h2>
      <PartySearchForm key={partySearchKey(state)} state={state} to="/events" />
    </section>
  );
}
