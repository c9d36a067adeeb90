// No results for the current search or filter: say so kindly and offer to clear it.
import { useTranslation } from '@kemet/platform';
import { Button } from '@kemet/ui';
import '../messages/catalogMessages';
import styles from './StateMessage.module.css';

export function EmptyState({ what, onClear }: { what: 'events' | 'tours'; onClear: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <section className={styles.state} aria-live="polite">
      <h2 className={styles.title}>{t(`empty.${what}`)}</h2>
      <p>{t('empty.tryAgain')}</p>
      <Button variant="secondary" onClick={onClear}>
        {t('empty.clear')}
      </Button>
    </section>
  );
}
