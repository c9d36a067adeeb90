// ListingsPage (/partner/listings, partner staff signed in), exposed as 'partner/ListingsPage': the provider's listings,
// newest first, each with its state and a link to its editor, and a "New listing" link. Plain links: they work before
// the page's code runs.
import { useQuery } from '@tanstack/react-query';
import { Notice, Skeleton, buttonClassName } from '@kemet/ui';
import { Link, QueryError, usePreferences, useTranslation } from '@kemet/platform';
import '../../messages/partnerMessages';
import './messages/listingsMessages';
import { WorkspaceNav } from '../nav/WorkspaceNav';
import { usePartnerDates } from '../../components/usePartnerDates';
import { listingsQuery } from './listingQueries';
import { StatusBadge } from './StatusBadge';
import { useWorkspaceReader } from '../frame/useWorkspaceReader';
import sections from '../../components/sections.module.css';
import styles from './listings.module.css';

export default function ListingsPage() {
  const { t } = useTranslation('listings');
  const { t: tp } = useTranslation('partner');
  const dates = usePartnerDates();
  // Each listing by its name in the page's language first, the other one beside it.
  const arabic = usePreferences().language === 'ar';
  const listings = useQuery(listingsQuery);
  const { me, signedOut, notPartner } = useWorkspaceReader(listings.error);

  return (
    <section className={sections.page} data-boundary="partner">
      <p className={sections.eyebrow}>{me.data ? <bdi>{me.data.provider.name}</bdi> : t('eyebrow')}</p>
      <h1 className={sections.title}>{t('title')}</h1>
      {me.data && <WorkspaceNav role={me.data.role} />}
      {notPartner ? (
        <Notice tone="info" title={tp('workspace.notPartnerTitle')}>
          {tp('workspace.notPartner')}
        </Notice>
      ) : (
        <>
          <div className={styles.intro}>
            <p className={sections.lead}>{t('lead')}</p>
            <Link className={buttonClassName('primary')} to="/partner/listings/new">
              {t('new')}
            </Link>
          </div>
          {(listings.isPending || signedOut) && <Skeleton height="200px" label={t('loading')} />}
          {listings.isError && !signedOut && (
            <QueryError what={t('what')} error={listings.error} onRetry={() => void listings.refetch()} />
          )}
          {listings.isSuccess && listings.data.items.length === 0 && <p className={sections.lead}>{t('none')}</p>}
          {listings.isSuccess && listings.data.items.length > 0 && (
            <ul className={sections.list} aria-label={t('title')}>
              {listings.data.items.map((listing) => (
                <li key={listing.id} className={sections.row}>
                  <div className={sections.rowText}>
                    <p className={sections.name}>
                      <bdi>{arabic ? listing.nameAr : listing.nameEn}</bdi>
                      <StatusBadge status={listing.status} />
                    </p>
                    <p className={sections.detail}>
                      {t(`kind.${listing.kind}`)} · <bdi>{arabic ? listing.nameEn : listing.nameAr}</bdi> ·{' '}
                      {t('updated', { date: dates.date(listing.updatedAt) })}
                    </p>
                  </div>
                  <Link
                    className={buttonClassName('secondary', 'sm')}
                    to={`/partner/listings/${listing.id}`}
                    aria-label={t('editLabel', { name: arabic ? listing.nameAr : listing.nameEn })}
                  >
                    {t('edit')}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
