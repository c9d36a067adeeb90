// SignInPage (/signin), exposed as 'account/SignInPage': the sliding Create Account / Sign In panel; toggles on narrow
// screens.
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useMediaQuery } from '@kemet/ui';
import { usePreferences, useTranslation } from '@kemet/platform';
import '../messages/accountMessages';
import { ModeToggle } from './ModeToggle';
import { OverlayPanel } from './OverlayPanel';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import type { AuthMode } from './mode';
import styles from './SignInScreen.module.css';

export default function SignInPage() {
  // The 768/769 switch (docs/product/rules.md#layout-widths): up to 768px the forms toggle instead of sliding.
  const narrow = !useMediaQuery('aboveMedium');
  const { t } = useTranslation('account');
  // The slider moves toward the reading end: its translations are multiplied by this sign (-1 right to left).
  const { direction } = usePreferences();
  const [mode, setMode] = useState<AuthMode>('signIn');
  const [signInEmail, setSignInEmail] = useState('');
  const panes = { signIn: useRef<HTMLDivElement>(null), signUp: useRef<HTMLDivElement>(null) };
  const focusNext = useRef(false);

  // The overlay's button slides out of reach, so focus moves to the first field of the form that slid in.
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    panes[mode].current?.querySelector('input')?.focus({ preventScroll: true });
  });

  const slideTo = (next: AuthMode) => {
    focusNext.current = true;
    setMode(next);
  };
  const signInInstead = (email: string) => {
    setSignInEmail(email);
    slideTo('signIn');
  };

  const pane = (which: AuthMode) => ({
    ref: panes[which],
    className: `${styles.pane} ${which === 'signIn' ? styles.signInPane : styles.signUpPane}`,
    inert: mode !== which,
    hidden: narrow && mode !== which,
  });

  return (
    <section className={styles.page} data-boundary="account">
      <h1 className="visually-hidden">{t('signIn.pageTitle')}</h1>
      <div
        className={`${styles.card} ${narrow ? styles.narrow : styles.wide} ${mode === 'signUp' ? styles.signUpActive : ''}`}
        style={{ '--account-slide': direction === 'rtl' ? -1 : 1 } as CSSProperties}
      >
        {narrow && <ModeToggle mode={mode} onSwitch={setMode} />}
        <div {...pane('signUp')}>
          <SignUpForm onSignInInstead={signInInstead} />
        </div>
        <div {...pane('signIn')}>
          <SignInForm key={signInEmail} initialEmail={signInEmail} />
        </div>
        {!narrow && <OverlayPanel mode={mode} onSwitch={slideTo} />}
      </div>
    </section>
  );
}
