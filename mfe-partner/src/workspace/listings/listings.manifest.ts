// The listings' parts of the partner remote's manifest (docs/product/partners.md#listings): the list and the editor,
// for partner staff signed in, never indexed.
import type { ManifestRoute } from '@kemet/platform/federation/remoteManifest';

const forPartners = { signedIn: true, role: 'partner', noindex: true } as const;

export const listingRoutes: ManifestRoute[] = [
  {
    path: 'partner/listings',
    module: 'ListingsPage',
    label: { en: 'listings', ar: 'القوائم' },
    title: { en: 'Listings', ar: 'القوائم' },
    ...forPartners,
  },
  {
    path: 'partner/listings/new',
    module: 'ListingEditorPage',
    label: { en: 'new listing', ar: 'قائمة جديدة' },
    title: { en: 'New listing', ar: 'قائمة جديدة' },
    ...forPartners,
  },
  {
    path: 'partner/listings/:listingId',
    module: 'ListingEditorPage',
    label: { en: 'listing', ar: 'القائمة' },
    title: { en: 'Edit listing', ar: 'تعديل القائمة' },
    ...forPartners,
  },
];
