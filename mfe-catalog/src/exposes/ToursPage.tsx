// ToursPage: exposed to the shell as 'catalog/ToursPage' (/tours).
import '../messages/catalogMessages';
import { ToursPage } from '../tours/ToursPage';
import { prefetchTours, toursHead } from '../seo/listPages';

export default ToursPage;

// The server render's hooks (ServerPageHooks, @kemet/platform/server-render).
export const prefetch = prefetchTours;
export const head = toursHead;
