// An on/off switch with its visible label: a link (role=switch) to the page's address with the switch flipped, so it
// works before and without the page's code, and moves in place (client navigation) once the code is live. Off
// (disabled), it is no link.
import type { KeyboardEvent } from 'react';
import { Link, type LinkProps } from '@kemet/platform';
import styles from './Switch.module.css';

interface Props {
  label: string;
  checked: boolean;
  /** Where a click leads: the same page with the switch flipped; null while the switch is disabled. */
  to: LinkProps['to'] | null;
}

// A switch is toggled with Space too, not only Enter as a link is.
const spaceClicks = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
};

export function Switch({ label, checked, to }: Props) {
  const inner = (
    <>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.label}>{label}</span>
    </>
  );
  if (to === null)
    return (
      <span role="switch" aria-checked={checked} aria-disabled="true" className={styles.switch}>
        {inner}
      </span>
    );
  return (
    <Link to={to} role="switch" aria-checked={checked} className={styles.switch} onKeyDown={spaceClicks}>
      {inner}
    </Link>
  );
}
