// The published site with a made-up workspace remote whose pages and header entries are for roles only, as a partner
// remote declares them: the shell's tests of who sees what (it knows no real remote's roles).
import type { KnownManifests } from '@kemet/platform';
import { PUBLISHED_MANIFESTS } from './publishedSite';
import { fixtureSite } from './siteFixture';

const text = (en: string, ar: string) => ({ en, ar });

export const WORKSPACE_MANIFEST: NonNullable<KnownManifests[string]> = {
  routes: [
    {
      path: 'desk',
      module: 'DeskPage',
      label: text('desk', 'المكتب'),
      title: text('Desk', 'المكتب'),
      role: 'partner',
      // Ignored for a role's page: the server cannot tell who may see it.
      serverRendered: true,
      noindex: true,
    },
    {
      path: 'queue',
      module: 'QueuePage',
      label: text('queue', 'الطابور'),
      title: text('Queue', 'الطابور'),
      role: 'operations',
      noindex: true,
    },
  ],
  homeSections: [],
  embeds: [],
  nav: [
    { path: '/desk', label: text('Desk', 'المكتب'), place: 'main', order: 30, role: 'partner' },
    { path: '/queue', label: text('Queue', 'الطابور'), place: 'account', order: 30, role: 'operations' },
  ],
};

export const roleSite = () => fixtureSite({ ...PUBLISHED_MANIFESTS, workspace: WORKSPACE_MANIFEST });
