// The catalog remote run alone (npm run serve -w mfe-catalog, port 8081): its pages without the shell, for the team's
// own checks.
import { mountStandalone } from '@kemet/platform/standalone';
import '@kemet/ui/tokens.css';
import EventsPage from './exposes/EventsPage';
import EventDetailsPage from './exposes/EventDetailsPage';
import ToursPage from './exposes/ToursPage';
import TourDetailsPage from './exposes/TourDetailsPage';
import RecentEvents from './exposes/RecentEvents';
import HomeTours from './exposes/HomeTours';

mountStandalone(document.getElementById('root')!, {
  '/events': <EventsPage />,
  '/eventdetails/:eventId': <EventDetailsPage />,
  '/tours': <ToursPage />,
  '/toursdetails/:eventId': <TourDetailsPage />,
  '/': (
    <>
      <RecentEvents />
      <HomeTours />
    </>
  ),
});
