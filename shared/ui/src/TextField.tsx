// A labelled input or textarea with its error message, wired for screen readers.
import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './TextField.module.css';

interface Common {
  label: string;
  error?: string | false;
  hint?: string;
}

export type TextFieldProps = Common & InputHTMLAttributes<HTMLInputElement> & { multiline?: false };
export type TextAreaFieldProps = Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true };

export function TextField(props: TextFieldProps | TextAreaFieldProps) {
  const { label, error, hint, multiline, id: givenId, className, ...rest } = props;
  const fallbackId = useId();
  const id = givenId ?? fallbackId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const control = {
    id,
    className: `${styles.control} ${error ? styles.invalid : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea rows={5} {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...control} />
      ) : (
        <input {...(rest as InputHTMLAttributes<HTMLInputElement>)} {...control} />
      )}
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
