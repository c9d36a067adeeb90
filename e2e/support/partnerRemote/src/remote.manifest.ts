// What the fixture remote publishes: one page, one home section after the catalog's, one header link.
import type { RemoteManifest } from '@kemet/platform/federation/remoteManifest';

export const partnerManifest: RemoteManifest = {
  routes: [
    {
      path: 'partner-offers',
      module: 'OffersPage',
      label: { en: 'offers page', ar: 'صفحة العروض' },
      title: { en: 'Partner offers', ar: 'عروض الشركاء' },
    },
  ],
  homeSections: [
    {
      module: 'OffersSection',
      label: { en: 'partner picks', ar: 'اختيارات الشركاء' },
      order: 30,
      height: { small: '200px' },
    },
  ],
  embeds: [],
  nav: [{ path: '/partner-offers', label: { en: 'Offers', ar: 'العروض' }, place: 'main', order: 30 }],
};
