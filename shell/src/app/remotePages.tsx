// Route elements owned by remotes: each mounts a remote's exposed page lazily, behind its own boundary.
import { RemoteComponent, RequireAuth, Skeleton } from '@kemet/shared';
import type { RemoteName } from '@kemet/shared/server/runtimeConfig';

function remotePage(remote: RemoteName, module: string, label: string) {
  return <RemoteComponent remote={remote} module={module} label={label} fallback={<Skeleton height="70vh" label={`Loading the ${label}`} />} />;
}

export const remotePages = {
  events: remotePage('catalog', 'EventsPage', 'events page'),
  eventDetails: remotePage('catalog', 'EventDetailsPage', 'event details'),
  tours: remotePage('catalog', 'ToursPage', 'tours page'),
  tourDetails: remotePage('catalog', 'TourDetailsPage', 'tour details'),
  signIn: remotePage('account', 'SignInPage', 'sign-in page'),
  forgotPassword: remotePage('account', 'ForgotPasswordPage', 'password help page'),
  account: <RequireAuth>{remotePage('account', 'AccountPage', 'account page')}</RequireAuth>,
  payment: <RequireAuth>{remotePage('checkout', 'PaymentPage', 'checkout')}</RequireAuth>,
  success: remotePage('checkout', 'SuccessPage', 'payment confirmation'),
  bookings: <RequireAuth>{remotePage('checkout', 'BookingsPage', 'bookings page')}</RequireAuth>,
};
