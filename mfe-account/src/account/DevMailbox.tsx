// Dev stacks send no mail: this shows the newest mail Kemet would have sent (GET /api/dev/mailbox), links clickable.
// Nothing shows unless the data service runs with DEV_MAILBOX=true, which production refuses (nor when it cannot be read).
import { useId } from 'react';
import { Button } from '@kemet/ui';
import { useDevMailbox } from '../api/getDevMailbox';
import { formatDateTime } from './formatDateTime';
import styles from './Security.module.css';

function withLinks(text: string) {
  return text.split(/(https?:\/\/\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

export function DevMailbox() {
  const headingId = useId();
  const mailbox = useDevMailbox();
  const box = mailbox.data;
  if (!box?.enabled) return null;
  const { mail } = box;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Dev mailbox
      </h2>
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
      <Button variant="secondary" size="sm" onClick={() => void mailbox.refetch()}>
        Refresh the mailbox
      </Button>
    </section>
  );
}
