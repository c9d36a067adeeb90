// EventDetailsPage: exposed to the shell as 'catalog/EventDetailsPage' (/eventdetails/:eventId).
import '../messages/catalogMessages';
import { EventDetailsPage } from '../eventDetails/EventDetailsPage';

export default EventDetailsPage;
