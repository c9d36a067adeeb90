// "Where you're signed in": the traveller's sessions (device, when it signed in, when it was last active), this
// device marked; sign out any other one, or all the others at once. A password change elsewhere on the page
// invalidates the list (myKeys.sessions).
import { useId, useState } from 'react';
import { Button, Notice } from '@kemet/ui';
import { QueryError, useTranslation } from '@kemet/platform';
import '../messages/accountMessages';
import { deviceLabel, inPageLanguage } from '../messages/serverWords';
import type { AccountSession } from '@kemet/contract';
import { failureStatus } from '@kemet/platform/forms';
import { useSessions } from '../api/getSessions';
import { useRevokeOtherSessions, useRevokeSession } from '../api/revokeSessions';
import { useAccountDates } from '../components/formatDateTime';
import styles from '../components/sections.module.css';

const messageOf = (error: unknown, fallback: string) => failureStatus(error).error ?? fallback;

export function SessionsList() {
  const { t } = useTranslation('account');
  const { dateTime } = useAccountDates();
  const headingId = useId();
  const listing = useSessions();
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const busy = revokeOne.isPending ? revokeOne.variables.id : revokeOthers.isPending ? 'others' : null;
  const onError = (error: unknown) => setNote({ tone: 'error', text: messageOf(error, t('sessions.failed')) });

  const signOutOne = (session: AccountSession) => {
    setNote(null);
    revokeOne.mutate(session, {
      onSuccess: () =>
        setNote({ tone: 'success', text: t('sessions.signedOut', { device: deviceLabel(session.device) }) }),
      onError,
    });
  };
  const signOutOthers = () => {
    setNote(null);
    revokeOthers.mutate(undefined, {
      onSuccess: ({ message }) =>
        setNote({ tone: 'success', text: inPageLanguage(message, 'sessions.othersSignedOut') }),
      onError,
    });
  };

  const others = listing.isSuccess ? listing.data.filter((session) => !session.current).length : 0;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('sessions.title')}
      </h2>
      {listing.isPending && (
        <p className={styles.lead} role="status">
          {t('sessions.loading')}
        </p>
      )}
      {listing.isError && (
        <QueryError what={t('sessions.what')} error={listing.error} onRetry={() => void listing.refetch()} />
      )}
      {listing.isSuccess && (
        <>
          <ul className={styles.sessions}>
            {listing.data.map((session) => (
              <li key={session.id} className={styles.session}>
                <div className={styles.sessionText}>
                  <p className={styles.device}>
                    {deviceLabel(session.device)}
                    {session.current && <span className={styles.badge}>{t('sessions.thisDevice')}</span>}
                  </p>
                  <p className={styles.when}>
                    {t('sessions.when', {
                      signedIn: dateTime(session.createdAt),
                      lastActive: dateTime(session.lastSeenAt),
                    })}
                  </p>
                </div>
                {!session.current && (
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={busy === session.id}
                    disabled={busy !== null}
                    aria-label={t('sessions.signOutLabel', {
                      device: deviceLabel(session.device),
                      lastActive: dateTime(session.lastSeenAt),
                    })}
                    onClick={() => void signOutOne(session)}
                  >
                    {t('sessions.signOut')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others > 0 ? (
            <Button
              variant="secondary"
              busy={busy === 'others'}
              disabled={busy !== null}
              onClick={() => void signOutOthers()}
            >
              {t('sessions.signOutOthers')}
            </Button>
          ) : (
            <p className={styles.lead}>{t('sessions.aloneHere')}</p>
          )}
        </>
      )}
      {note && <Notice tone={note.tone}>{note.text}</Notice>}
    </section>
  );
}
