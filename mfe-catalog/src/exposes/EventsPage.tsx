// EventsPage: exposed to the shell as 'catalog/EventsPage' (/events).
import { EventsPage } from '../events/EventsPage';

export default EventsPage;
