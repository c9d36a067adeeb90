// HomeTours: exposed to the shell as 'catalog/HomeTours' (a home-page section, no route).
import '../messages/catalogMessages';
import { HomeToursSection } from '../home/HomeToursSection';
import { prefetchFeatured } from '../seo/listPages';

export default HomeToursSection;

// The server render's hooks (ServerPageHooks, @kemet/platform/server-render).
export const prefetch = prefetchFeatured('tour');
