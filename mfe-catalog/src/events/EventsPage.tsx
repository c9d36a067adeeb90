// The events page: intro, filter bar, map / locations switches, then the map (default) or the paginated cards.
import { useState } from 'react';
import { Switch } from '../components/Switch';
import { useEventsQuery } from '../hooks/useEventsQuery';
import { EventsMapPanel } from './EventsMapPanel';
import { EventsResults } from './EventsResults';
import { FilterBar } from './FilterBar';
import styles from './EventsPage.module.css';

export function EventsPage() {
  const { query, setSort, setFacet, search, goToPage, setMapOn, clear } = useEventsQuery();
  const [showLocations, setShowLocations] = useState(false);
  return (
    <div className={styles.page} data-team="catalog">
      <header className={styles.intro}>
        <h1 className={styles.title}>Take a look at our events</h1>
        <p className={styles.lead}>
          Balloon flights over Luxor, desert nights, Red Sea reefs and evenings of music in old Cairo: every event is run by one of our trusted local
          partners, with real tickets you can book in minutes.
        </p>
        <p className={styles.hint}>You can search the events using the filters bellow.</p>
      </header>
      <FilterBar query={query} onSort={setSort} onFacet={setFacet} onSearch={search} />
      <div className={styles.switches}>
        <Switch label="Events Map" checked={query.mapOn} onChange={setMapOn} />
        <Switch label="Locations" checked={query.mapOn && showLocations} onChange={setShowLocations} disabled={!query.mapOn} />
      </div>
      {query.mapOn ? <EventsMapPanel showLocations={showLocations} /> : <EventsResults query={query} onPage={goToPage} onClear={clear} />}
    </div>
  );
}
