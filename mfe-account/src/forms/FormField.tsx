// A labelled input with its message under it; a server's answer (e.g. 'Invalid Password!') is announced as an alert.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './FormField.module.css';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  message?: string | false;
  alert?: boolean;
  children?: ReactNode;
}

export function FormField({ label, message, alert = false, children, ...input }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={`${styles.control} ${message ? styles.invalid : ''}`}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
      />
      {message && (
        <p id={messageId} className={styles.message} role={alert ? 'alert' : undefined}>
          {message}
          {children}
        </p>
      )}
    </div>
  );
}
