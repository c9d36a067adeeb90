// The sales and statement pages' part of the partner remote's manifest: sales for a provider's people, the monthly
// statement for its owners (the service refuses staff too). Their tabs are in workspace/nav/workspaceLinks.ts.
import type { ManifestRoute } from '@kemet/platform/federation/remoteManifest';
import { staffRoute } from '../../components/staffRoute';

export const salesRoutes: ManifestRoute[] = [
  staffRoute('partner/sales', 'SalesPage', { en: 'sales', ar: 'المبيعات' }, { en: 'Sales', ar: 'المبيعات' }),
  staffRoute(
    'partner/statement',
    'StatementPage',
    { en: 'monthly statement', ar: 'الكشف الشهري' },
    { en: 'Monthly statement', ar: 'الكشف الشهري' },
    'partner-owner',
  ),
];
