// The reviews page's part of the partner remote's manifest: a provider's people read their experiences' reviews and
// reply to them. Its tab is in workspace/nav/workspaceLinks.ts.
import type { ManifestRoute } from '@kemet/platform/federation/remoteManifest';
import { staffRoute } from '../../components/staffRoute';

export const reviewRoutes: ManifestRoute[] = [
  staffRoute('partner/reviews', 'ReviewsPage', { en: 'reviews', ar: 'التقييمات' }, { en: 'Reviews', ar: 'التقييمات' }),
];
