// A labelled input or textarea bound to a formik field by name. Its message (the service's answer, else the rule's
// once the field is touched) sits under it, linked by aria-describedby; editing the field clears the service's answer.
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useField, useFormikContext } from 'formik';
import { useTranslation, validationText } from '@kemet/platform';
import { NO_STATUS, withoutField, type FormStatus } from './formStatus';
import styles from './FormField.module.css';

interface Common {
  name: string;
  label: string;
  hint?: string;
  /** Show the rules' messages once touched (sign-in shows only the service's answers). */
  ruleMessages?: boolean;
  /** Announce the message as an alert (e.g. 'Invalid Password!'). */
  alert?: boolean;
  /** Shown after the message, e.g. a 'Sign in instead' button. */
  children?: ReactNode;
}

type InputProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'children'> & { multiline?: false };
type TextAreaProps = Common &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'children'> & { multiline: true };
export type FormFieldProps = InputProps | TextAreaProps;

export function FormField(props: FormFieldProps) {
  const {
    name,
    label,
    hint,
    ruleMessages = true,
    alert = false,
    children,
    multiline,
    id: givenId,
    className,
    ...rest
  } = props;
  useTranslation('common'); // re-renders the message when the language changes
  const [field, meta] = useField<string>(name);
  const formik = useFormikContext<unknown>();
  const status = (formik.status as FormStatus | undefined) ?? NO_STATUS;
  const fallbackId = useId();
  const id = givenId ?? fallbackId;
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const served = status.fields[name];
  const raw = served ?? (ruleMessages && meta.touched ? meta.error : undefined);
  const message = raw === undefined ? undefined : validationText(raw);
  const control = {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      field.onChange(event);
      formik.setStatus(withoutField(status, name));
    },
    id,
    className: `${styles.control} ${message ? styles.invalid : ''}`,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': [message ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined,
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
      {message && (
        <p id={messageId} className={styles.message} role={alert ? 'alert' : undefined}>
          {message}
          {children}
        </p>
      )}
    </div>
  );
}
