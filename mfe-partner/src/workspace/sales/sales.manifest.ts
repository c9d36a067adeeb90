// The sales and statement pages' part of the partner remote's manifest: sales for a provider's people, the monthly
// statement for its owners (the service refuses staff too). Their tabs are in workspace/nav/workspaceLinks.ts.
import type { ManifestRoute } from '@kemet/platform/federation/remoteManifest';

export const salesRoutes: ManifestRoute[] = [
  {
    path: 'partner/sales',
    module: 'SalesPage',
    label: { en: 'sales', ar: 'المبيعات' },
    title: { en: 'Sales', ar: 'المبيعات' },
    signedIn: true,
    role: 'partner',
    noindex: true,
  },
  {
    path: 'partner/statement',
    module: 'StatementPage',
    label: { en: 'monthly statement', ar: 'الكشف الشهري' },
    title: { en: 'Monthly statement', ar: 'الكشف الشهري' },
    signedIn: true,
    role: 'partner-owner',
    noindex: true,
  },
];
