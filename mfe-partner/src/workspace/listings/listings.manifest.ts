// The listings' parts of the partner remote's manifest (docs/product/partners.md#listings): the list and the editor,
// for partner staff signed in, never indexed.
import type { ManifestRoute } from '@kemet/platform/federation/remoteManifest';
import { staffRoute } from '../../components/staffRoute';

export const listingRoutes: ManifestRoute[] = [
  staffRoute('partner/listings', 'ListingsPage', { en: 'listings', ar: 'القوائم' }, { en: 'Listings', ar: 'القوائم' }),
  staffRoute(
    'partner/listings/new',
    'ListingEditorPage',
    { en: 'new listing', ar: 'قائمة جديدة' },
    { en: 'New listing', ar: 'قائمة جديدة' },
  ),
  staffRoute(
    'partner/listings/:listingId',
    'ListingEditorPage',
    { en: 'listing', ar: 'القائمة' },
    { en: 'Edit listing', ar: 'تعديل القائمة' },
  ),
];
