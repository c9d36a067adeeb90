// "Where you're signed in": the traveller's sessions (device, when it signed in, when it was last active), this
// device marked; sign out any other one, or all the others at once. A password change elsewhere on the page
// invalidates the list (myKeys.sessions).
import { useId, useState } from 'react';
import { Button, Notice } from '@kemet/ui';
import { QueryError } from '@kemet/platform';
import type { AccountSession } from '@kemet/contract';
import { failureStatus } from '@kemet/platform/forms';
import { useSessions } from '../api/getSessions';
import { useRevokeOtherSessions, useRevokeSession } from '../api/revokeSessions';
import { formatDateTime } from './formatDateTime';
import styles from './Security.module.css';

const messageOf = (error: unknown) => failureStatus(error).error ?? 'We could not update your sessions. Please try again.';

export function SessionsList() {
  const headingId = useId();
  const listing = useSessions();
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const busy = revokeOne.isPending ? revokeOne.variables.id : revokeOthers.isPending ? 'others' : null;
  const onError = (error: unknown) => setNote({ tone: 'error', text: messageOf(error) });

  const signOutOne = (session: AccountSession) => {
    setNote(null);
    revokeOne.mutate(session, { onSuccess: () => setNote({ tone: 'success', text: `${session.device} is signed out.` }), onError });
  };
  const signOutOthers = () => {
    setNote(null);
    revokeOthers.mutate(undefined, { onSuccess: ({ message }) => setNote({ tone: 'success', text: message }), onError });
  };

  const others = listing.isSuccess ? listing.data.filter((session) => !session.current).length : 0;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Where you're signed in
      </h2>
      {listing.isPending && (
        <p className={styles.lead} role="status">
          Loading your sessions…
        </p>
      )}
      {listing.isError && <QueryError what="your sessions" error={listing.error} onRetry={() => void listing.refetch()} />}
      {listing.isSuccess && (
        <>
          <ul className={styles.sessions}>
            {listing.data.map((session) => (
              <li key={session.id} className={styles.session}>
                <div className={styles.sessionText}>
                  <p className={styles.device}>
                    {session.device}
                    {session.current && <span className={styles.badge}>This device</span>}
                  </p>
                  <p className={styles.when}>
                    Signed in on {formatDateTime(session.createdAt)} · Last active on {formatDateTime(session.lastSeenAt)}
                  </p>
                </div>
                {!session.current && (
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={busy === session.id}
                    disabled={busy !== null}
                    aria-label={`Sign out ${session.device}, last active ${formatDateTime(session.lastSeenAt)}`}
                    onClick={() => void signOutOne(session)}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others > 0 ? (
            <Button variant="secondary" busy={busy === 'others'} disabled={busy !== null} onClick={() => void signOutOthers()}>
              Sign out all other sessions
            </Button>
          ) : (
            <p className={styles.lead}>You are not signed in anywhere else.</p>
          )}
        </>
      )}
      {note && <Notice tone={note.tone}>{note.text}</Notice>}
    </section>
  );
}
