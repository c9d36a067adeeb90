// The shell's frame: skip link, header, the routed page in <main>, footer, and the live region of request checks.
import { RequestCheckStatus } from '@kemet/platform';
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
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <AppRoutes />
      </main>
      <Footer />
      <RequestCheckStatus />
    </div>
  );
}
