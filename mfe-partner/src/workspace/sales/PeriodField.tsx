// A labelled date or month input of the sales and statement GET forms: its value comes from the address, its message
// (the contract's rule, in the page's language) sits under it, linked by aria-describedby.
import { useId } from 'react';
import { validationText } from '@kemet/platform';
import styles from './sales.module.css';

interface PeriodFieldProps {
  name: string;
  label: string;
  type: 'date' | 'month';
  value: string;
  problem?: string;
}

export function PeriodField({ name, label, type, value, problem }: PeriodFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        dir="ltr"
        // Browsers without a month picker show a text box: the pattern says what to type.
        placeholder={type === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD'}
        className={`${styles.control} ${problem ? styles.invalid : ''}`}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? messageId : undefined}
      />
      {problem && (
        <p id={messageId} className={styles.message}>
          {validationText(problem)}
        </p>
      )}
    </div>
  );
}
