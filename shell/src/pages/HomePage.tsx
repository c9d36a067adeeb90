// Home: hero slider, catalog's Recent Events and Tours sections, newsletter box.
import { RemoteComponent } from '@kemet/shared';

export function HomePage() {
  return (
    <>
      <h1>Where Civilization Began</h1>
      <RemoteComponent remote="catalog" module="RecentEvents" label="recent events" />
      <RemoteComponent remote="catalog" module="HomeTours" label="tours" />
    </>
  );
}
