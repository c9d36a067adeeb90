// EventDetailsPage: exposed to the shell as 'catalog/EventDetailsPage' (/eventdetails/:eventId).
import '../messages/catalogMessages';
import { EventDetailsPage } from '../eventDetails/EventDetailsPage';
import type { ServerPageContext } from '@kemet/platform/server-render';
import { prefetchDetails, detailsHead } from '../seo/detailsPage';

export default EventDetailsPage;

// The server render's hooks (ServerPageHooks, @kemet/platform/server-render).
export const prefetch = prefetchDetails('event');
export const head = (ctx: ServerPageContext) => detailsHead('event', ctx);
