// ManifestPage (/partner/sessions/:sessionId): one session's travellers with their tickets per category, the proof to
// bring and how many are checked in; searched by reference with a GET form (?q=, works before the page's code), paged
// (?page=), downloadable as CSV. Owners also change its capacity or cancel it (SessionChanges.tsx).
import { useId } from 'react';
import { Button, buttonClassName } from '@kemet/ui';
import type { Manifest } from '@kemet/contract';
import { ApiError, Link, QueryError, useFormat, useParams, useSearchParams, useTranslation } from '@kemet/platform';
import '../../messages/partnerMessages';
import { manifestCsvHref } from './sessionsApi';
import { useManifest } from './sessionsQueries';
import { SessionBadges, SessionCounts } from './SessionFacts';
import { SessionChanges } from './SessionChanges';
import { useProofText } from './proofText';
import { WorkspaceFrame } from '../frame/WorkspaceFrame';
import sections from '../../components/sections.module.css';
import styles from './sessions.module.css';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

function Travellers({ manifest }: { manifest: Manifest }) {
  const { t } = useTranslation('partner');
  const format = useFormat();
  const proofText = useProofText();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('manifest.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('manifest.reference')}</th>
            <th scope="col">{t('manifest.traveller')}</th>
            <th scope="col">{t('manifest.tickets')}</th>
            <th scope="col">{t('manifest.proof')}</th>
            <th scope="col">{t('manifest.checkedIn')}</th>
          </tr>
        </thead>
        <tbody>
          {manifest.items.map((row) => (
            <tr key={row.reference}>
              <td data-label={t('manifest.reference')}>
                <bdi className={styles.reference}>{row.reference}</bdi>
              </td>
              <td data-label={t('manifest.traveller')}>
                <bdi>{row.traveller}</bdi>
              </td>
              <td data-label={t('manifest.tickets')}>
                <ul>
                  {row.lines.map((line) => (
                    <li key={line.label}>
                      {t('manifest.line', { quantity: format.number(line.quantity), label: line.label })}
                    </li>
                  ))}
                </ul>
              </td>
              <td data-label={t('manifest.proof')}>
                <ul>
                  {[...new Set(row.lines.map((line) => line.proof))].map((proof) => (
                    <li key={proof}>{proofText(proof)}</li>
                  ))}
                </ul>
              </td>
              <td
                data-label={t('manifest.checkedIn')}
                className={row.checkedIn === row.tickets && row.tickets > 0 ? styles.checked : undefined}
              >
                {t('manifest.checkedInOf', {
                  checked: format.number(row.checkedIn),
                  tickets: format.number(row.tickets),
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ManifestBody({ sessionId, owner }: { sessionId: number; owner: boolean }) {
  const { t } = useTranslation('partner');
  const format = useFormat();
  const headingId = useId();
  const searchId = useId();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = positive(params.get('page'));
  const manifest = useManifest(sessionId, q, page);
  const notFound = manifest.error instanceof ApiError && manifest.error.status === 404;
  const pageLink = (to: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(to) })}`;

  if (notFound) return <p className={sections.lead}>{t('manifest.notFound')}</p>;
  if (manifest.isError)
    return <QueryError what={t('manifest.what')} error={manifest.error} onRetry={() => void manifest.refetch()} />;
  if (!manifest.data) return <p role="status">{t('manifest.loading')}</p>;
  const { session } = manifest.data;
  return (
    <>
      <article className={sections.card}>
        <h2 className={sections.heading}>
          <bdi>{session.experience.name}</bdi>
          <SessionBadges session={session} />
        </h2>
        <p className={sections.lead}>{format.dateTime(session.startsAt)}</p>
        {session.cancellationReason && (
          <p className={sections.lead}>{t('manifest.cancelledBecause', { reason: session.cancellationReason })}</p>
        )}
        <SessionCounts session={session} />
        <p className={sections.detail}>
          <Link to={`/partner/listings/${session.experience.id}/schedule`}>{t('manifest.toSchedule')}</Link>
        </p>
      </article>
      <section className={sections.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={sections.heading}>
          {t('manifest.title')}
        </h2>
        <div className={styles.toolbar}>
          <form method="get" role="search" className={styles.search} aria-label={t('manifest.searchLabel')}>
            <label htmlFor={searchId}>
              {t('manifest.search')}
              <input
                id={searchId}
                name="q"
                type="search"
                defaultValue={q}
                dir="ltr"
                autoComplete="off"
                maxLength={40}
              />
            </label>
            <Button type="submit" variant="secondary">
              {t('manifest.searchButton')}
            </Button>
          </form>
          <a href={manifestCsvHref(sessionId)} download className={buttonClassName('secondary')}>
            {t('manifest.csv')}
          </a>
        </div>
        <p role="status" className={sections.detail}>
          {q
            ? t('manifest.foundFor', { count: manifest.data.total, q })
            : t('manifest.bookings', { count: manifest.data.total })}
        </p>
        {manifest.data.items.length > 0 && <Travellers manifest={manifest.data} />}
        {manifest.data.totalPages > 1 && (
          <nav className={styles.pager} aria-label={t('manifest.pages')}>
            {page > 1 && <Link to={pageLink(page - 1)}>{t('manifest.previous')}</Link>}
            <span>
              {t('manifest.pageOf', { page: format.number(page), pages: format.number(manifest.data.totalPages) })}
            </span>
            {page < manifest.data.totalPages && <Link to={pageLink(page + 1)}>{t('manifest.next')}</Link>}
          </nav>
        )}
      </section>
      {owner && <SessionChanges session={session} />}
    </>
  );
}

export default function ManifestPage() {
  const { t } = useTranslation('partner');
  const sessionId = Number(useParams().sessionId);
  return (
    <WorkspaceFrame title={t('manifest.pageTitle')}>
      {(me) =>
        Number.isInteger(sessionId) && sessionId > 0 ? (
          <ManifestBody sessionId={sessionId} owner={me.role === 'owner'} />
        ) : (
          <p className={sections.lead}>{t('manifest.notFound')}</p>
        )
      }
    </WorkspaceFrame>
  );
}
