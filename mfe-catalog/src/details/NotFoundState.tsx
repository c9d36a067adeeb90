// A details page whose id matches nothing: a clear message and ways on, to the list and home. The server sends it
// with status 404 and a title that says so (seo/detailsPage.ts).
import { buttonClassName } from '@kemet/ui';
import { Link, useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import styles from '../components/StateMessage.module.css';

export function NotFoundState({ kind, backTo }: { kind: 'event' | 'tour'; backTo: string }) {
  const { t } = useTranslation('catalog');
  const event = kind === 'event';
  return (
    <section className={styles.state} aria-labelledby="catalog-not-found">
      <h1 id="catalog-not-found" className={styles.title}>
        {t(event ? 'details.notFoundEvent' : 'details.notFoundTour')}
      </h1>
      <p>{t(event ? 'details.goneEvent' : 'details.goneTour')}</p>
      <div className={styles.actions}>
        <Link className={buttonClassName('primary')} to={backTo}>
          {t(event ? 'details.backToEvents' : 'details.backToTours')}
        </Link>
        <Link className={buttonClassName('secondary')} to="/home">
          {t('details.home')}
        </Link>
      </div>
    </section>
  );
}
