// The catalog remote run alone (npm run serve -w mfe-catalog, port 8081): its pages without the shell, for the team's own checks.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, QueryProvider, Route, Routes } from '@kemet/platform';
import '@kemet/ui/tokens.css';
import EventsPage from './exposes/EventsPage';
import EventDetailsPage from './exposes/EventDetailsPage';
import ToursPage from './exposes/ToursPage';
import TourDetailsPage from './exposes/TourDetailsPage';
import RecentEvents from './exposes/RecentEvents';
import HomeTours from './exposes/HomeTours';
export function mountStandalone(container: HTMLElement) {
  createRoot(container).render(
    <QueryProvider>
      <BrowserRouter>
        <Routes>
          <Route path="/events" element={<EventsPage />} />
          <Route path="/eventdetails/:eventId" element={<EventDetailsPage />} />
          <Route path="/tours" element={<ToursPage />} />
          <Route path="/toursdetails/:eventId" element={<TourDetailsPage />} />
          <Route
            path="/"
            element={
              <>
                <RecentEvents />
                <HomeTours />
              </>
            }
          />
        </Routes>
      </BrowserRouter>
    </QueryProvider>,
  );
}
