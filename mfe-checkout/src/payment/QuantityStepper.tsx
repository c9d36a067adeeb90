// Ticket quantity: − / + buttons around a number input, kept within 1..max.
import { useEffect, useId, useState } from 'react';
import styles from './QuantityStepper.module.css';

export interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(1, Math.round(value)));

export function QuantityStepper({ value, max, onChange }: QuantityStepperProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (raw: string) => {
    const parsed = Number(raw);
    const next = raw.trim() === '' || Number.isNaN(parsed) ? value : clamp(parsed, max);
    setText(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className={styles.label}>
        Tickets
      </label>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.step}
          aria-label="Fewer tickets"
          disabled={value <= 1}
          onClick={() => onChange(clamp(value - 1, max))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={text}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setText(event.target.value);
            const parsed = Number(event.target.value);
            if (event.target.value !== '' && Number.isInteger(parsed) && parsed >= 1 && parsed <= max) onChange(parsed);
          }}
          onBlur={(event) => commit(event.target.value)}
        />
        <button
          type="button"
          className={styles.step}
          aria-label="More tickets"
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1, max))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <span id={`${id}-hint`} className={styles.hint}>
        {max === 1 ? 'Only 1 ticket left' : `From 1 to ${max} per booking`}
      </span>
    </div>
  );
}
