// An on/off switch (button role=switch) with its visible label; can be disabled.
import styles from './Switch.module.css';

interface Props {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

export function Switch({ label, checked, onChange, disabled = false }: Props) {
  return (
    <button type="button" role="switch" aria-checked={checked} disabled={disabled} className={styles.switch} onClick={() => onChange(!checked)}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.label}>{label}</span>
    </button>
  );
}
