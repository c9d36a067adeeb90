// TourDetailsPage: exposed to the shell as 'catalog/TourDetailsPage' (/toursdetails/:eventId).
import '../messages/catalogMessages';
import { TourDetailsPage } from '../tourDetails/TourDetailsPage';
import type { ServerPageContext } from '@kemet/platform/server-render';
import { prefetchDetails, detailsHead } from '../seo/detailsPage';

export default TourDetailsPage;

// The server render's hooks (ServerPageHooks, @kemet/platform/server-render).
export const prefetch = prefetchDetails('tour');
export const head = (ctx: ServerPageContext) => detailsHead('tour', ctx);
