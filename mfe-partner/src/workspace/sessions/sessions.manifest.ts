// The schedule and session pages' part of the partner remote's manifest: the Sessions list, a session's manifest and a
// listing's schedule, for partner staff (owners change, the service decides).
import type { ManifestRoute } from '@kemet/platform/federation/remoteManifest';
import { staffRoute } from '../../components/staffRoute';

export const sessionRoutes: ManifestRoute[] = [
  staffRoute(
    'partner/sessions',
    'SessionsPage',
    { en: 'partner sessions', ar: 'مواعيد الشريك' },
    { en: 'Sessions', ar: 'المواعيد' },
  ),
  staffRoute(
    'partner/sessions/:sessionId',
    'ManifestPage',
    { en: 'session manifest', ar: 'كشف الموعد' },
    { en: 'Session manifest', ar: 'كشف الموعد' },
  ),
  staffRoute(
    'partner/listings/:listingId/schedule',
    'SchedulePage',
    { en: 'listing schedule', ar: 'جدول العرض' },
    { en: 'Schedule', ar: 'الجدول' },
  ),
];
