// Gate keys (owners): issue a key (shown once; the previous one stops at once), the list of keys without their secrets,
// and revoking the live one.
import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Notice } from '@kemet/ui';
import { QueryError, useFormat, useTranslation } from '@kemet/platform';
import '../messages/partnerMessages';
import { partnerApi, type IssuedGateKey } from '../api/partnerApi';
import { partnerKeys, useGateKeys } from '../api/partnerQueries';
import { failedNote, type ActionNote } from '../components/actionNote';
import { usePartnerDates } from '../components/usePartnerDates';
import { IssuedKey } from './IssuedKey';
import styles from '../components/sections.module.css';

export function GateKeysSection() {
  const { t } = useTranslation('partner');
  const { dateTime } = usePartnerDates();
  const format = useFormat();
  const headingId = useId();
  const queryClient = useQueryClient();
  const keys = useGateKeys();
  const [issued, setIssued] = useState<IssuedGateKey | null>(null);
  const [note, setNote] = useState<ActionNote | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: partnerKeys.all });
  const issue = useMutation({
    mutationFn: partnerApi.issueGateKey,
    onMutate: () => {
      setNote(null);
      setIssued(null);
    },
    onSuccess: (key) => {
      setIssued(key);
      return refresh();
    },
    onError: (error) => setNote(failedNote(error, t('keys.failed'))),
  });
  const revoke = useMutation({
    mutationFn: partnerApi.revokeGateKey,
    onMutate: () => {
      setNote(null);
      setIssued(null);
    },
    onSuccess: () => {
      setNote({ tone: 'success', text: t('keys.revoked') });
      return refresh();
    },
    onError: (error) => setNote(failedNote(error, t('keys.failed'))),
  });
  const busy = issue.isPending || revoke.isPending;
  const hasLiveKey = keys.isSuccess && keys.data.items.some((key) => key.live);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('keys.title')}
      </h2>
      <p className={styles.lead}>{t('keys.lead')}</p>
      {issued && <IssuedKey issued={issued} />}
      {keys.isPending && <p role="status">{t('keys.loading')}</p>}
      {keys.isError && <QueryError what={t('keys.what')} error={keys.error} onRetry={() => void keys.refetch()} />}
      {keys.isSuccess &&
        (keys.data.items.length === 0 ? (
          <p className={styles.lead}>{t('keys.none')}</p>
        ) : (
          <ul className={styles.list} aria-labelledby={headingId}>
            {keys.data.items.map((key) => (
              <li key={key.id} className={styles.row}>
                <div className={styles.rowText}>
                  <p className={styles.name}>
                    {t('keys.key', { id: format.number(key.id, { useGrouping: false }) })}
                    {key.live && <span className={styles.badge}>{t('keys.live')}</span>}
                  </p>
                  <p className={styles.detail}>
                    {t('keys.issuedAt', { date: dateTime(key.createdAt) })}
                    {key.revokedAt && <> · {t('keys.revokedAt', { date: dateTime(key.revokedAt) })}</>}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        ))}
      {note && <Notice tone={note.tone}>{note.text}</Notice>}
      <div className={styles.actions}>
        <Button busy={issue.isPending} disabled={busy} onClick={() => issue.mutate()}>
          {t('keys.issue')}
        </Button>
        {hasLiveKey && (
          <Button variant="secondary" busy={revoke.isPending} disabled={busy} onClick={() => revoke.mutate()}>
            {t('keys.revoke')}
          </Button>
        )}
      </div>
    </section>
  );
}
