// EventsPage: exposed to the shell as 'catalog/EventsPage' (/events).
import '../messages/catalogMessages';
import { EventsPage } from '../events/EventsPage';

export default EventsPage;
