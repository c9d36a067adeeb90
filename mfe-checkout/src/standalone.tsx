// The checkout remote run alone (npm run serve -w mfe-checkout, port 8084): its pages without the shell, for the team's own checks.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, QueryProvider, Route, Routes } from '@kemet/platform';
import '@kemet/ui/tokens.css';
import PaymentPage from './exposes/PaymentPage';
import SuccessPage from './exposes/SuccessPage';
import BookingsPage from './exposes/BookingsPage';
export function mountStandalone(container: HTMLElement) {
  createRoot(container).render(
    <QueryProvider>
      <BrowserRouter>
        <Routes>
          <Route path="/payment/:eventId" element={<PaymentPage />} />
          <Route path="/success" element={<SuccessPage />} />
          <Route path="/bookings" element={<BookingsPage />} />
        </Routes>
      </BrowserRouter>
    </QueryProvider>,
  );
}
