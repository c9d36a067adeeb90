// What the checkout publishes about itself (remote-manifest.json, read by the shell at run time): its pages and its
// entry in the header's account corner.
import type { RemoteManifest } from '@kemet/platform/federation/remoteManifest';

export const checkoutManifest: RemoteManifest = {
  routes: [
    {
      path: 'payment/:eventId',
      module: 'PaymentPage',
      label: { en: 'checkout', ar: 'قسم الدفع' },
      title: { en: 'Checkout', ar: 'الدفع' },
      signedIn: true,
      // The same for everyone apart from the traveller's own parts, which the browser fills in.
      serverRendered: true,
      noindex: true,
    },
    {
      path: 'success',
      module: 'SuccessPage',
      label: { en: 'payment confirmation', ar: 'تأكيد الدفع' },
      title: { en: 'Payment successful', ar: 'تم الدفع بنجاح' },
      noindex: true,
    },
    {
      path: 'bookings',
      module: 'BookingsPage',
      label: { en: 'bookings page', ar: 'سجل الحجوزات' },
      title: { en: 'My bookings', ar: 'حجوزاتي' },
      signedIn: true,
      noindex: true,
    },
    {
      path: 'bookings/:reference',
      module: 'TicketPage',
      label: { en: 'ticket page', ar: 'عرض التذاكر' },
      title: { en: 'Your tickets', ar: 'تذاكرك' },
      signedIn: true,
      noindex: true,
    },
  ],
  homeSections: [],
  embeds: [],
  nav: [
    { path: '/bookings', label: { en: 'My bookings', ar: 'حجوزاتي' }, place: 'account', order: 20, signedIn: true },
  ],
};
