// A table that may be wider than a phone: it scrolls sideways inside a box that keyboard users can focus and scroll,
// named by the table's caption (axe's scrollable-region-focusable).
import type { ReactNode } from 'react';
import styles from './sales.module.css';

export function TableScroll({ captionId, children }: { captionId: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must take focus to be scrolled by keyboard
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-labelledby={captionId}>
      {children}
    </div>
  );
}
