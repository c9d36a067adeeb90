// The operations queue's parts of the partner remote's manifest: its page and its entry in the header's account
// corner, both for Kemet operations only.
import type { ManifestNavEntry, ManifestRoute } from '@kemet/platform/federation/remoteManifest';
import { staffRoute } from '../components/staffRoute';

export const operationsRoute: ManifestRoute = staffRoute(
  'operations',
  'OperationsPage',
  { en: 'partner applications', ar: 'طلبات الشراكة' },
  { en: 'Partner applications', ar: 'طلبات الشراكة' },
  'operations',
);

export const operationsNavEntry: ManifestNavEntry = {
  path: '/operations',
  label: { en: 'Partner applications', ar: 'طلبات الشراكة' },
  place: 'account',
  order: 30,
  signedIn: true,
  role: 'operations',
};
