// On narrow screens: two toggle buttons that choose which form shows (instead of the sliding overlay).
import { useTranslation } from '@kemet/platform';
import '../messages/accountMessages';
import type { AuthMode } from './mode';
import styles from './SignInScreen.module.css';

const choices: { mode: AuthMode; label: 'signIn.signIn' | 'signIn.signUp' }[] = [
  { mode: 'signIn', label: 'signIn.signIn' },
  { mode: 'signUp', label: 'signIn.signUp' },
];

export function ModeToggle({ mode, onSwitch }: { mode: AuthMode; onSwitch: (mode: AuthMode) => void }) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.toggle} role="group" aria-label={t('signIn.chooseForm')}>
      {choices.map((choice) => (
        <button
          key={choice.mode}
          type="button"
          className={styles.toggleButton}
          aria-pressed={mode === choice.mode}
          onClick={() => onSwitch(choice.mode)}
        >
          {t(choice.label)}
        </button>
      ))}
    </div>
  );
}
