// EventsPage: exposed to the shell as 'catalog/EventsPage' (/events).
import '../messages/catalogMessages';
import { EventsPage } from '../events/EventsPage';
import { eventsHead, prefetchEvents } from '../seo/listPages';

export default EventsPage;

// The server render's hooks (ServerPageHooks, @kemet/platform/server-render).
export const prefetch = prefetchEvents;
export const head = eventsHead;
