// "Ticket code": a token pasted, typed, or sent by a USB or Bluetooth scanner that ends it with Enter (Enter checks,
// Shift+Enter is a new line). After each answer the box is cleared and has the focus again, ready for the next one.
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Notice } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import '../messages/accountMessages';
import styles from './Gate.module.css';

export interface TicketCodeFormProps {
  busy: boolean;
  failure: string | null;
  /** Resolves true once the service has answered; false if the code was not checked (it goes back in the box). */
  onCheck: (code: string) => Promise<boolean>;
}

export function TicketCodeForm({ busy, failure, onCheck }: TicketCodeFormProps) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const fieldId = useId();
  const [code, setCode] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);

  // Emptied as the code is sent, so a scanner may type the next one while this one is checked; a code that was not
  // checked comes back unless something new was typed meanwhile.
  const submit = async () => {
    const sent = code;
    setCode('');
    if (!(await onCheck(sent))) setCode((typed) => typed || sent);
    box.current?.focus();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form className={styles.codeForm} aria-labelledby={headingId} onSubmit={onSubmit} noValidate>
      <h2 id={headingId} className="visually-hidden">
        {t('gate.checkATicket')}
      </h2>
      <label htmlFor={fieldId} className={styles.codeLabel}>
        {t('gate.ticketCode')}
      </label>
      <textarea
        id={fieldId}
        ref={box}
        className={styles.codeBox}
        dir="ltr"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={onKeyDown}
        rows={3}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        // The gate's one job: the box is ready for a scanner as soon as the page is.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      {failure && <Notice tone="error">{failure}</Notice>}
      <Button type="submit" busy={busy} disabled={!code.trim()} className={styles.checkButton}>
        {t('gate.checkTicket')}
      </Button>
    </form>
  );
}
