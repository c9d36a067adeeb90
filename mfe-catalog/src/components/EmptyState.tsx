// No results for the current search or filter: say so kindly and offer to clear it.
import { Button } from '@kemet/ui';
import styles from './StateMessage.module.css';

export function EmptyState({ what, onClear }: { what: string; onClear: () => void }) {
  return (
    <section className={styles.state} aria-live="polite">
      <h2 className={styles.title}>No {what} match your search.</h2>
      <p>Try other keywords, another filter, or start again from everything we offer.</p>
      <Button variant="secondary" onClick={onClear}>
        Clear filters
      </Button>
    </section>
  );
}
