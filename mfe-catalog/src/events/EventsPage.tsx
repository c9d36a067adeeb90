// The events page: intro, filter bar, map / locations switches, then the map (default) beside the first page of
// events, or the paginated cards; above them the search by dates and party, whose results (a URL with `from`) take
// their place. Every control is a link or a GET form on the URL's state (useExperiencesQuery).
import { useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import { PartySearchForm } from '../components/PartySearchForm';
import { PartySearchResults } from '../components/PartySearchResults';
import { Switch } from '../components/Switch';
import { useExperiencesQuery } from '../hooks/useExperiencesQuery';
import { partySearchKey, usePartySearch } from '../hooks/usePartySearch';
import { EventsMapPanel } from './EventsMapPanel';
import { ExperienceResults } from './ExperienceResults';
import { FilterBar } from './FilterBar';
import intro from '../components/PageIntro.module.css';
import styles from './EventsPage.module.css';

export function EventsPage() {
  const { t } = useTranslation('catalog');
  const { query, links, setSort, setFacet, search, goToPage, clear } = useExperiencesQuery();
  const partySearch = usePartySearch();
  return (
    <div className={styles.page} data-team="catalog">
      <header className={intro.intro}>
        <h1 className={intro.title}>{t('events.title')}</h1>
        <p className={intro.lead}>{t('events.lead')}</p>
        <p className={styles.hint}>{t('events.hint')}</p>
      </header>
      <PartySearchForm key={partySearchKey(partySearch)} state={partySearch} />
      {partySearch.active ? (
        <PartySearchResults state={partySearch} />
      ) : (
        <>
          <FilterBar query={query} onSort={setSort} onFacet={setFacet} onSearch={search} />
          <div className={styles.switches}>
            <Switch label={t('events.mapSwitch')} checked={query.mapOn} to={links.mapOn(!query.mapOn)} />
            <Switch
              label={t('events.locationsSwitch')}
              checked={query.locationsOn}
              to={query.mapOn ? links.locationsOn(!query.locationsOn) : null}
            />
          </div>
          {query.mapOn ? (
            <EventsMapPanel query={query} cardsLink={links.mapOn(false)} />
          ) : (
            <ExperienceResults query={query} pageLink={links.page} onPage={goToPage} onClear={clear} />
          )}
        </>
      )}
    </div>
  );
}
