// The wide-screen overlay that slides over the inactive form, with the 'Sign In' / 'Sign Up' ghost buttons to switch.
import { Button } from '@kemet/ui';
import type { AuthMode } from './mode';
import styles from './SignInScreen.module.css';

function Pyramids() {
  return (
    <svg className={styles.emblem} viewBox="0 0 120 64" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.5">
      <circle cx="84" cy="16" r="8" />
      <path d="M4 60 L38 20 L72 60 Z M54 60 L80 30 L106 60 M38 20 L46 60" strokeLinejoin="round" />
      <path d="M0 60.5 H120" />
    </svg>
  );
}

export function OverlayPanel({ mode, onSwitch }: { mode: AuthMode; onSwitch: (mode: AuthMode) => void }) {
  return (
    <div className={styles.overlayContainer}>
      <div className={styles.overlay}>
        <div className={`${styles.overlayPanel} ${styles.overlayLeft}`} inert={mode !== 'signUp'}>
          <Pyramids />
          <p className={styles.overlayTitle}>Welcome back!</p>
          <p className={styles.overlayText}>Already travelling with us? Sign in to see your bookings and pick up where you left off.</p>
          <Button variant="ghost" className={styles.overlayButton} onClick={() => onSwitch('signIn')}>
            Sign In
          </Button>
        </div>
        <div className={`${styles.overlayPanel} ${styles.overlayRight}`} inert={mode !== 'signIn'}>
          <Pyramids />
          <p className={styles.overlayTitle}>Hello, traveller!</p>
          <p className={styles.overlayText}>New to Kemet? Create an account and book events and tours across Egypt.</p>
          <Button variant="ghost" className={styles.overlayButton} onClick={() => onSwitch('signUp')}>
            Sign Up
          </Button>
        </div>
      </div>
    </div>
  );
}
