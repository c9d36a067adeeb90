// "Skip to content": the first focusable thing on every page, jumping past the header to <main>.
import styles from './SkipLink.module.css';

export function SkipLink({ target }: { target: string }) {
  return (
    <a className={styles.skipLink} href={`#${target}`}>
      Skip to content
    </a>
  );
}
