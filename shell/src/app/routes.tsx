// The route table of the spec (seed-spec §2) plus our additions (/account, /bookings, /forgot-password, 404).
import { Route, Routes } from 'react-router-dom';
import { remotePages } from './remotePages';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';

export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="home" element={<HomePage />} />
      <Route path="events" element={remotePages.events} />
      <Route path="eventdetails/:eventId" element={remotePages.eventDetails} />
      <Route path="tours" element={remotePages.tours} />
      <Route path="toursdetails/:eventId" element={remotePages.tourDetails} />
      <Route path="signin" element={remotePages.signIn} />
      <Route path="forgot-password" element={remotePages.forgotPassword} />
      <Route path="account" element={remotePages.account} />
      <Route path="payment/:eventId" element={remotePages.payment} />
      <Route path="success" element={remotePages.success} />
      <Route path="bookings" element={remotePages.bookings} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

