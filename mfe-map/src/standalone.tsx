// The map remote run alone (npm run serve -w mfe-map, port 8082): its pages without the shell, for the team's own checks.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import '@kemet/shared/tokens.css';
import EventsMap from './exposes/EventsMap';
export function mountStandalone(container: HTMLElement) {
  createRoot(container).render(
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<EventsMap />} />
      </Routes>
    </BrowserRouter>,
  );
}
