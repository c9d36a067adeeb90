// Dev stacks send no mail: this shows the newest mail Kemet would have sent (GET /api/dev/mailbox), links clickable.
// Nothing shows unless the data service runs with DEV_MAILBOX=true, which production refuses.
import { useEffect, useId, useState } from 'react';
import { accountApi, Button, type DevMailbox as Mailbox } from '@kemet/shared';
import { formatDateTime } from './formatDateTime';
import styles from './Security.module.css';

function withLinks(text: string) {
  return text.split(/(https?:\/\/\S+)/).map((part, index) => (index % 2 === 1 ? <a key={index} href={part}>{part}</a> : part));
}

/** `refreshKey` changes when the page just caused a mail (a reset request). */
export function DevMailbox({ refreshKey = 0 }: { refreshKey?: number }) {
  const headingId = useId();
  const [box, setBox] = useState<Mailbox | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    accountApi
      .devMailbox()
      .then((answer) => live && setBox(answer))
      .catch(() => live && setBox(null));
    return () => {
      live = false;
    };
  }, [refreshKey, reloads]);

  if (!box?.enabled) return null;
  const { mail } = box;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>Dev mailbox</h2>
      <p className={styles.lead}>This stack sends no mail. Here is the newest mail Kemet would have sent.</p>
      {mail ? (
        <article className={styles.mail} aria-label="Newest mail">
          <dl className={styles.mailFacts}>
            <dt>To</dt>
            <dd>{mail.to}</dd>
            <dt>Subject</dt>
            <dd>{mail.subject}</dd>
            <dt>Written</dt>
            <dd>{formatDateTime(mail.createdAt)}</dd>
          </dl>
          <p className={styles.mailBody}>{withLinks(mail.body)}</p>
        </article>
      ) : (
        <p className={styles.lead}>No mail yet.</p>
      )}
      <Button variant="secondary" size="sm" onClick={() => setReloads((count) => count + 1)}>Refresh the mailbox</Button>
    </section>
  );
}
