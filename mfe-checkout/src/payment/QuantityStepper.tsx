// A quantity: − / + buttons around a number input, kept within min..max (the payment page has one per ticket category).
import { useEffect, useId, useState, type ReactNode } from 'react';
import styles from './QuantityStepper.module.css';

export interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  min: number;
  /** What is counted, as the input's label. */
  label: string;
  /** The buttons' accessible names. */
  fewerLabel: string;
  moreLabel: string;
  /** The line under the stepper. */
  hint: ReactNode;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

export function QuantityStepper({ value, max, onChange, min, label, fewerLabel, moreLabel, hint }: QuantityStepperProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (raw: string) => {
    const parsed = Number(raw);
    const next = raw.trim() === '' || Number.isNaN(parsed) ? value : clamp(parsed, min, max);
    setText(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.step}
          aria-label={fewerLabel}
          disabled={value <= min}
          onClick={() => onChange(clamp(value - 1, min, max))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={text}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setText(event.target.value);
            const parsed = Number(event.target.value);
            if (event.target.value !== '' && Number.isInteger(parsed) && parsed >= min && parsed <= max) onChange(parsed);
          }}
          onBlur={(event) => commit(event.target.value)}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={moreLabel}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1, min, max))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <span id={`${id}-hint`} className={styles.hint}>
        {hint}
      </span>
    </div>
  );
}
