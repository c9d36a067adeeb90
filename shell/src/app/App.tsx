// The shell's frame: skip link, header, the routed page in <main>, footer. Each region is a Suspense boundary of its
// own: taking over the server's HTML, React renders the frame in one short task, then hydrates each region at low
// priority in slices that yield to the browser, instead of the whole page in one long task (what a tap on a slow
// phone waits for). A click or key in a region not yet live hydrates that region first, and React replays it.
import { Suspense } from 'react';
import { AppRoutes } from './routes';
import { Header } from '../layout/Header';
import { Footer } from '../layout/Footer';
import { ScrollToTop } from '../layout/ScrollToTop';
import { SkipLink } from '../layout/SkipLink';
import { useMarkLive } from './useMarkLive';
import styles from './App.module.css';

export const MAIN_ID = 'main';

export function App() {
  useMarkLive();
  return (
    <div className={styles.frame}>
      <ScrollToTop />
      <SkipLink target={MAIN_ID} />
      <Suspense>
        <Header />
      </Suspense>
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <Suspense>
          <AppRoutes />
        </Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  );
}
