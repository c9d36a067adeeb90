// TourDetailsPage: exposed to the shell as 'catalog/TourDetailsPage' (/toursdetails/:eventId).
import '../messages/catalogMessages';
import { TourDetailsPage } from '../tourDetails/TourDetailsPage';

export default TourDetailsPage;
