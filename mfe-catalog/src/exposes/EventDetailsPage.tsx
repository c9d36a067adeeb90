// EventDetailsPage: exposed to the shell as 'catalog/EventDetailsPage' (/eventdetails/:eventId).
import { EventDetailsPage } from '../eventDetails/EventDetailsPage';

export default EventDetailsPage;
