// "Where you're signed in": the traveller's sessions (device, when it signed in, when it was last active), this
// device marked; sign out any other one, or all the others at once.
import { useCallback, useEffect, useId, useState } from 'react';
import { accountApi, Button, Notice, type AccountSession } from '@kemet/shared';
import { commonFailure } from '../signin/serverErrors';
import { formatDateTime } from './formatDateTime';
import styles from './Security.module.css';

type Listing = { status: 'loading' } | { status: 'ready'; items: AccountSession[] } | { status: 'error'; message: string };

const messageOf = (error: unknown) => commonFailure(error).form ?? 'We could not update your sessions. Please try again.';

/** `refreshKey` changes when something else (a password change) ended sessions. */
export function SessionsList({ refreshKey }: { refreshKey: number }) {
  const headingId = useId();
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    accountApi
      .sessions()
      .then(({ items }) => live && setListing({ status: 'ready', items }))
      .catch((error: unknown) => live && setListing({ status: 'error', message: messageOf(error) }));
    return () => {
      live = false;
    };
  }, [refreshKey, reloads]);

  const act = useCallback(async (key: string, task: () => Promise<string>) => {
    setBusy(key);
    setNote(null);
    try {
      setNote({ tone: 'success', text: await task() });
    } catch (error) {
      setNote({ tone: 'error', text: messageOf(error) });
    } finally {
      setBusy(null);
      setReloads((count) => count + 1);
    }
  }, []);

  const signOutOne = (session: AccountSession) =>
    act(session.id, async () => {
      await accountApi.revokeSession(session.id);
      return `${session.device} is signed out.`;
    });
  const signOutOthers = () => act('others', async () => (await accountApi.revokeOtherSessions()).message);

  const others = listing.status === 'ready' ? listing.items.filter((session) => !session.current).length : 0;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>Where you're signed in</h2>
      {listing.status === 'loading' && <p className={styles.lead} role="status">Loading your sessions…</p>}
      {listing.status === 'error' && (
        <Notice tone="error" title="We could not load your sessions">
          <p>{listing.message}</p>
          <Button variant="secondary" size="sm" onClick={() => setReloads((count) => count + 1)}>Retry</Button>
        </Notice>
      )}
      {listing.status === 'ready' && (
        <>
          <ul className={styles.sessions}>
            {listing.items.map((session) => (
              <li key={session.id} className={styles.session}>
                <div className={styles.sessionText}>
                  <p className={styles.device}>
                    {session.device}
                    {session.current && <span className={styles.badge}>This device</span>}
                  </p>
                  <p className={styles.when}>
                    Signed in {formatDateTime(session.createdAt)} · Last active {formatDateTime(session.lastSeenAt)}
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
