// On narrow screens: two toggle buttons that choose which form shows (instead of the sliding overlay).
import type { AuthMode } from './mode';
import styles from './SignInScreen.module.css';

const choices: { mode: AuthMode; label: string }[] = [
  { mode: 'signIn', label: 'Sign In' },
  { mode: 'signUp', label: 'Sign Up' },
];

export function ModeToggle({ mode, onSwitch }: { mode: AuthMode; onSwitch: (mode: AuthMode) => void }) {
  return (
    <div className={styles.toggle} role="group" aria-label="Choose a form">
      {choices.map((choice) => (
        <button
          key={choice.mode}
          type="button"
          className={styles.toggleButton}
          aria-pressed={mode === choice.mode}
          onClick={() => onSwitch(choice.mode)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
