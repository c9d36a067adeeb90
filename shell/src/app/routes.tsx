// The route table of the spec (seed-spec §2) plus our additions (/account, /bookings, /forgot-password, 404).
// The spec's "empty path redirects to /home": a browser never requests an empty path (it sends '/'), so the
// index route '/' shows the home page itself, as the spec's '/' row (where logout lands) asks.
import { Route, Routes } from '@kemet/shared';
import { remotePages } from './remotePages';
import { shellPages } from './shellPages';

export function AppRoutes() {
  return (
    <Routes>
      <Route index element={shellPages.home} />
      <Route path="home" element={shellPages.home} />
      <Route path="events" element={remotePages.events} />
      <Route path="eventdetails/:eventId" element={remotePages.eventDetails} />
      <Route path="tours" element={remotePages.tours} />
      <Route path="toursdetails/:eventId" element={remotePages.tourDetails} />
      <Route path="contactus" element={shellPages.contact} />
      <Route path="aboutus" element={shellPages.about} />
      <Route path="faq" element={shellPages.faq} />
      <Route path="partners" element={shellPages.partners} />
      <Route path="privacypolices" element={shellPages.privacy} />
      <Route path="signin" element={remotePages.signIn} />
      <Route path="forgot-password" element={remotePages.forgotPassword} />
      <Route path="support" element={shellPages.support} />
      <Route path="terms" element={shellPages.terms} />
      <Route path="testimonials" element={shellPages.testimonials} />
      <Route path="account" element={remotePages.account} />
      <Route path="payment/:eventId" element={remotePages.payment} />
      <Route path="success" element={remotePages.success} />
      <Route path="bookings" element={remotePages.bookings} />
      <Route path="*" element={shellPages.notFound} />
    </Routes>
  );
}
