// The events page: intro, filter bar, map / locations switches, then the map (default) or the paginated cards.
import { useState } from 'react';
import { useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import { Switch } from '../components/Switch';
import { useEventsQuery } from '../hooks/useEventsQuery';
import { EventsMapPanel } from './EventsMapPanel';
import { EventsResults } from './EventsResults';
import { FilterBar } from './FilterBar';
import styles from './EventsPage.module.css';

export function EventsPage() {
  const { t } = useTranslation('catalog');
  const { query, setSort, setFacet, search, goToPage, setMapOn, clear } = useEventsQuery();
  const [showLocations, setShowLocations] = useState(false);
  return (
    <div className={styles.page} data-team="catalog">
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('events.title')}</h1>
        <p className={styles.lead}>{t('events.lead')}</p>
        <p className={styles.hint}>{t('events.hint')}</p>
      </header>
      <FilterBar query={query} onSort={setSort} onFacet={setFacet} onSearch={search} />
      <div className={styles.switches}>
        <Switch label={t('events.mapSwitch')} checked={query.mapOn} onChange={setMapOn} />
        <Switch label={t('events.locationsSwitch')} checked={query.mapOn && showLocations} onChange={setShowLocations} disabled={!query.mapOn} />
      </div>
      {query.mapOn ? <EventsMapPanel showLocations={showLocations} /> : <EventsResults query={query} onPage={goToPage} onClear={clear} />}
    </div>
  );
}
