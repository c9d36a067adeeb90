// A quantity: what is counted (with its details under it), and − / + buttons around a number input kept within
// min..max. The buy box and the payment page have one per ticket category.
import { useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
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
  /** The count as a screen reader hears it after a click on a button ("Foreign adult tickets: 2"). */
  countLabel: string;
  /** The details under the label, which describe the input. */
  hint: ReactNode;
  /**
   * Inside a form that works without JavaScript (the buy box's): the buttons submit it, sending `name` with the
   * value after their change; once the code runs, they change the count in place.
   */
  submit?: { name: string; fewer: string; more: string };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

export function QuantityStepper({
  value,
  max,
  onChange,
  min,
  label,
  fewerLabel,
  moreLabel,
  countLabel,
  hint,
  submit,
}: QuantityStepperProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (raw: string) => {
    const parsed = Number(raw);
    const next = raw.trim() === '' || Number.isNaN(parsed) ? value : clamp(parsed, min, max);
    setText(String(next));
    if (next !== value) onChange(next);
  };

  const step = (by: -1 | 1) => ({
    type: submit ? ('submit' as const) : ('button' as const),
    ...(submit && { name: submit.name, value: by < 0 ? submit.fewer : submit.more }),
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      onChange(clamp(value + by, min, max));
    },
  });

  return (
    <div className={styles.stepper}>
      <div className={styles.what}>
        <label htmlFor={id} className={styles.label}>
          <bdi>{label}</bdi>
        </label>
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      </div>
      <div className={styles.controls}>
        <button className={styles.step} aria-label={fewerLabel} disabled={value <= min} {...step(-1)}>
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
            if (event.target.value !== '' && Number.isInteger(parsed) && parsed >= min && parsed <= max)
              onChange(parsed);
          }}
          onBlur={(event) => commit(event.target.value)}
        />
        <button className={styles.step} aria-label={moreLabel} disabled={value >= max} {...step(1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {/* Focus stays on the button that was pressed: the new count is announced from here. */}
      <output className="visually-hidden" aria-live="polite" aria-label={countLabel}>
        {value}
      </output>
    </div>
  );
}
