// The wide-screen overlay that slides over the inactive form, with the 'Sign In' / 'Sign Up' ghost buttons to switch.
// The 'Sign In' panel sits at the reading start, the 'Sign Up' one at the reading end: in Arabic the whole slider
// mirrors.
import { Button } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import '../messages/accountMessages';
import type { AuthMode } from './mode';
import styles from './SignInScreen.module.css';

function Pyramids() {
  return (
    <svg
      className={styles.emblem}
      viewBox="0 0 120 64"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <circle cx="84" cy="16" r="8" />
      <path d="M4 60 L38 20 L72 60 Z M54 60 L80 30 L106 60 M38 20 L46 60" strokeLinejoin="round" />
      <path d="M0 60.5 H120" />
    </svg>
  );
}

export function OverlayPanel({ mode, onSwitch }: { mode: AuthMode; onSwitch: (mode: AuthMode) => void }) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.overlayContainer}>
      <div className={styles.overlay}>
        <div className={`${styles.overlayPanel} ${styles.overlayStart}`} inert={mode !== 'signUp'}>
          <Pyramids />
          <p className={styles.overlayTitle}>{t('signIn.welcomeBack')}</p>
          <p className={styles.overlayText}>{t('signIn.welcomeBackText')}</p>
          <Button variant="ghost" className={styles.overlayButton} onClick={() => onSwitch('signIn')}>
            {t('signIn.signIn')}
          </Button>
        </div>
        <div className={`${styles.overlayPanel} ${styles.overlayEnd}`} inert={mode !== 'signIn'}>
          <Pyramids />
          <p className={styles.overlayTitle}>{t('signIn.helloTraveller')}</p>
          <p className={styles.overlayText}>{t('signIn.helloTravellerText')}</p>
          <Button variant="ghost" className={styles.overlayButton} onClick={() => onSwitch('signUp')}>
            {t('signIn.signUp')}
          </Button>
        </div>
      </div>
    </div>
  );
}
