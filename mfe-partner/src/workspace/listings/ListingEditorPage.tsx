// ListingEditorPage (/partner/listings/new and /partner/listings/:listingId, partner staff signed in), exposed as
// 'partner/ListingEditorPage': a new draft, or the provider's listing with its state (rejected with operations'
// reason, in review, published). Another provider's listing, like an unknown one, is "not found".
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Notice, Skeleton } from '@kemet/ui';
import { ApiError, Link, QueryError, useLocation, useParams, useTranslation } from '@kemet/platform';
import '../../messages/partnerMessages';
import './messages/listingsMessages';
import { WorkspaceNav } from '../nav/WorkspaceNav';
import { listingQuery } from './listingQueries';
import { ListingForm, type EditorNote } from './ListingForm';
import { StatusBadge } from './StatusBadge';
import { useWorkspaceReader } from '../frame/useWorkspaceReader';
import sections from '../../components/sections.module.css';

const idFrom = (param: string | undefined) => {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 && id < 2_147_483_648 ? id : null;
};

export default function ListingEditorPage() {
  const { t } = useTranslation('listings');
  const { t: tp } = useTranslation('partner');
  const headingId = useId();
  const { listingId } = useParams();
  const note = (useLocation().state as { note?: EditorNote } | null)?.note;
  const id = listingId === undefined ? null : idFrom(listingId);
  const listing = useQuery({ ...listingQuery(id ?? 0), enabled: id !== null });
  const { me, signedOut, notPartner } = useWorkspaceReader(listing.error);
  const missing =
    (listingId !== undefined && id === null) || (listing.error instanceof ApiError && listing.error.status === 404);
  const isNew = listingId === undefined;

  return (
    <section className={sections.page} data-boundary="partner">
      <p className={sections.eyebrow}>{me.data ? <bdi>{me.data.provider.name}</bdi> : t('eyebrow')}</p>
      <h1 id={headingId} className={sections.title}>
        {isNew ? t('editor.newTitle') : t('editor.editTitle')}
        {listing.data && <StatusBadge status={listing.data.status} />}
      </h1>
      {me.data && <WorkspaceNav role={me.data.role} />}
      <p>
        <Link to="/partner/listings">{t('editor.back')}</Link>
      </p>
      {notPartner && (
        <Notice tone="info" title={tp('workspace.notPartnerTitle')}>
          {tp('workspace.notPartner')}
        </Notice>
      )}
      {missing && <Notice tone="error">{t('editor.notFound')}</Notice>}
      {!notPartner && !missing && (
        <>
          {note && <Notice tone="success">{t(note === 'submitted' ? 'editor.submitted' : 'editor.created')}</Notice>}
          {listing.data?.status === 'draft' && listing.data.rejectionReason && (
            <Notice tone="error">{t('editor.rejected', { reason: listing.data.rejectionReason })}</Notice>
          )}
          {listing.data?.status === 'in_review' && <Notice tone="info">{t('editor.inReview')}</Notice>}
          {listing.data?.status === 'published' && <Notice tone="info">{t('editor.published')}</Notice>}
          {isNew ? (
            <ListingForm labelledBy={headingId} />
          ) : listing.data ? (
            <ListingForm key={listing.data.id} listing={listing.data} labelledBy={headingId} />
          ) : listing.isError && !signedOut ? (
            <QueryError what={t('editor.what')} error={listing.error} onRetry={() => void listing.refetch()} />
          ) : (
            <Skeleton height="480px" label={t('editor.loading')} />
          )}
        </>
      )}
    </section>
  );
}
