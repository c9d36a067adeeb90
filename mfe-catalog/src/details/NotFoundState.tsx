// A details page whose id matches nothing: a clear message and a way back to the list.
import { buttonClassName } from '@kemet/ui';
import { Link } from '@kemet/platform';
import styles from '../components/StateMessage.module.css';

export function NotFoundState({ kind, backTo, backLabel }: { kind: string; backTo: string; backLabel: string }) {
  return (
    <section className={styles.state} aria-labelledby="catalog-not-found">
      <h1 id="catalog-not-found" className={styles.title}>
        We could not find that {kind}.
      </h1>
      <p>The link may be old, or the {kind} is no longer offered.</p>
      <Link className={buttonClassName('primary')} to={backTo}>
        {backLabel}
      </Link>
    </section>
  );
}
