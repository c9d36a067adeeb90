// EventDetailsPage: exposed to the shell as 'catalog/EventDetailsPage' (/eventdetails/:eventId).
import '../messages/catalogMessages';
import { EventDetailsPage } from '../eventDetails/EventDetailsPage';
import type { ServerPageContext } from '@kemet/platform/server-render';
import { prefetchDetails, detailsHead } from '../seo/detailsPage';
import { warmSessionTimes } from '@kemet/ui';

export default EventDetailsPage;

// Its booking panel shows session times: their formatters are made as the page's code arrives, each in a task of its
// own, rather than inside the hydration that shows them (shared/ui/src/cairoTime.ts).
if (typeof window !== 'undefined') warmSessionTimes();

// The server render's hooks (ServerPageHooks, @kemet/platform/server-render).
export const prefetch = prefetchDetails;
export const head = (ctx: ServerPageContext) => detailsHead('event', ctx);
