// The schedule and session pages' part of the partner remote's manifest: the Sessions list, a session's manifest and a
// listing's schedule, for partner staff (owners change, the service decides).
import type { ManifestRoute } from '@kemet/platform/federation/remoteManifest';

const partnerPage = { signedIn: true, role: 'partner', noindex: true } as const;

export const sessionRoutes: ManifestRoute[] = [
  {
    path: 'partner/sessions',
    module: 'SessionsPage',
    label: { en: 'partner sessions', ar: 'مواعيد الشريك' },
    title: { en: 'Sessions', ar: 'المواعيد' },
    ...partnerPage,
  },
  {
    path: 'partner/sessions/:sessionId',
    module: 'ManifestPage',
    label: { en: 'session manifest', ar: 'كشف الموعد' },
    title: { en: 'Session manifest', ar: 'كشف الموعد' },
    ...partnerPage,
  },
  {
    path: 'partner/listings/:listingId/schedule',
    module: 'SchedulePage',
    label: { en: 'listing schedule', ar: 'جدول العرض' },
    title: { en: 'Schedule', ar: 'الجدول' },
    ...partnerPage,
  },
];
