// RecentEvents: exposed to the shell as 'catalog/RecentEvents' (a home-page section, no route).
import '../messages/catalogMessages';
import { RecentEventsSection } from '../home/RecentEventsSection';
import { prefetchFeatured } from '../seo/listPages';

export default RecentEventsSection;

// The server render's hooks (ServerPageHooks, @kemet/platform/server-render).
export const prefetch = prefetchFeatured('event');
