// Route elements owned by remotes: each mounts a remote's exposed page lazily, behind its own boundary,
// with a default tab title the remote may refine.
import { RemoteComponent, RequireAuth, Skeleton } from '@kemet/shared';
import type { RemoteName } from '@kemet/shared/server/runtimeConfig';
import { PageTitle } from '../ui/usePageTitle';

function remotePage(remote: RemoteName, module: string, label: string, title: string) {
  return (
    <>
      <PageTitle title={title} />
      <RemoteComponent remote={remote} module={module} label={label} fallback={<Skeleton height="70vh" label={`Loading the ${label}`} />} />
    </>
  );
}

export const remotePages = {
  events: remotePage('catalog', 'EventsPage', 'events page', 'Events'),
  eventDetails: remotePage('catalog', 'EventDetailsPage', 'event details', 'Event details'),
  tours: remotePage('catalog', 'ToursPage', 'tours page', 'Tours'),
  tourDetails: remotePage('catalog', 'TourDetailsPage', 'tour details', 'Tour details'),
  signIn: remotePage('account', 'SignInPage', 'sign-in page', 'Sign in'),
  forgotPassword: remotePage('account', 'ForgotPasswordPage', 'password help page', 'Password help'),
  account: <RequireAuth>{remotePage('account', 'AccountPage', 'account page', 'My account')}</RequireAuth>,
  payment: <RequireAuth>{remotePage('checkout', 'PaymentPage', 'checkout', 'Checkout')}</RequireAuth>,
  success: remotePage('checkout', 'SuccessPage', 'payment confirmation', 'Payment successful'),
  bookings: <RequireAuth>{remotePage('checkout', 'BookingsPage', 'bookings page', 'My bookings')}</RequireAuth>,
};
