// Dev stacks send no mail: this shows the newest mail Kemet would have sent (GET /api/dev/mailbox), links clickable.
// Nothing shows unless the data service runs with DEV_MAILBOX=true, which production refuses (nor when it cannot be
// read).
import { useId } from 'react';
import { Button } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import '../messages/accountMessages';
import { useDevMailbox } from '../api/getDevMailbox';
import { useAccountDates } from './formatDateTime';
import styles from './sections.module.css';

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
  const { t } = useTranslation('account');
  const { dateTime } = useAccountDates();
  const headingId = useId();
  const mailbox = useDevMailbox();
  const box = mailbox.data;
  if (!box?.enabled) return null;
  const { mail } = box;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('mailbox.title')}
      </h2>
      <p className={styles.lead}>{t('mailbox.lead')}</p>
      {mail ? (
        <article className={styles.mail} aria-label={t('mailbox.newest')}>
          <dl className={styles.mailFacts}>
            <dt>{t('mailbox.to')}</dt>
            <dd>
              <bdi>{mail.to}</bdi>
            </dd>
            <dt>{t('mailbox.subject')}</dt>
            <dd dir="auto">{mail.subject}</dd>
            <dt>{t('mailbox.written')}</dt>
            <dd>{dateTime(mail.createdAt)}</dd>
          </dl>
          <p className={styles.mailBody} dir="auto">
            {withLinks(mail.body)}
          </p>
        </article>
      ) : (
        <p className={styles.lead}>{t('mailbox.empty')}</p>
      )}
      <Button variant="secondary" size="sm" onClick={() => void mailbox.refetch()}>
        {t('mailbox.refresh')}
      </Button>
    </section>
  );
}
