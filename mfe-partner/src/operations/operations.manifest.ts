// The operations queue's parts of the partner remote's manifest: its page and its entry in the header's account
// corner, both for Kemet operations only.
import type { ManifestNavEntry, ManifestRoute } from '@kemet/platform/federation/remoteManifest';

export const operationsRoute: ManifestRoute = {
  path: 'operations',
  module: 'OperationsPage',
  label: { en: 'partner applications', ar: 'طلبات الشراكة' },
  title: { en: 'Partner applications', ar: 'طلبات الشراكة' },
  signedIn: true,
  role: 'operations',
  noindex: true,
};

export const operationsNavEntry: ManifestNavEntry = {
  path: '/operations',
  label: { en: 'Partner applications', ar: 'طلبات الشراكة' },
  place: 'account',
  order: 30,
  signedIn: true,
  role: 'operations',
};
