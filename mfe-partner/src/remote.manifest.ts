// What the partner team publishes about itself (remote-manifest.json, read by the shell at run time): the workspace of a
// provider's people, the page an invitation link opens, Kemet operations' queue of applications, and their entries in
// the header's account corner.
import type { RemoteManifest } from '@kemet/platform/federation/remoteManifest';
import { operationsNavEntry, operationsRoute } from './operations/operations.manifest';
import { listingRoutes } from './workspace/listings/listings.manifest';
import { sessionRoutes } from './workspace/sessions/sessions.manifest';
import { salesRoutes } from './workspace/sales/sales.manifest';
import { reviewRoutes } from './workspace/reviews/reviews.manifest';
import { staffRoute } from './components/staffRoute';

export const partnerManifest: RemoteManifest = {
  routes: [
    staffRoute(
      'partner',
      'WorkspacePage',
      { en: 'partner workspace', ar: 'مساحة عمل الشريك' },
      { en: 'Partner workspace', ar: 'مساحة عمل الشريك' },
    ),
    // Open to everyone holding the link: the service says what it invites to.
    {
      path: 'partner/invitation',
      module: 'InvitationPage',
      label: { en: 'partner invitation', ar: 'دعوة الشريك' },
      title: { en: 'Join a partner on Kemet', ar: 'انضم إلى شريك على Kemet' },
      noindex: true,
    },
    operationsRoute,
    ...listingRoutes,
    ...sessionRoutes,
    ...salesRoutes,
    ...reviewRoutes,
  ],
  homeSections: [],
  embeds: [],
  nav: [
    {
      path: '/partner',
      label: { en: 'Partner workspace', ar: 'مساحة عمل الشريك' },
      place: 'account',
      order: 20,
      signedIn: true,
      role: 'partner',
    },
    operationsNavEntry,
  ],
};
