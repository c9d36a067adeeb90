// A site composed from two made-up remotes' manifests, for the shell's tests: the shell knows no real remote's pages.
import { composeSite, type KnownManifests } from '@kemet/platform';
import { HOME_PATHS } from '../app/shellRoutes';

const text = (en: string, ar: string) => ({ en, ar });

export const FIXTURE_MANIFESTS: KnownManifests = {
  shop: {
    routes: [
      {
        path: 'items',
        module: 'ItemsPage',
        label: text('items page', 'صفحة العناصر'),
        title: text('Items', 'العناصر'),
      },
      { path: 'items/:itemId', module: 'ItemPage', label: text('item', 'العنصر'), title: text('Item', 'العنصر') },
      {
        path: 'basket/:itemId',
        module: 'BasketPage',
        label: text('basket', 'السلة'),
        title: text('Basket', 'السلة'),
        signedIn: true,
        serverRendered: true,
        noindex: true,
      },
      {
        path: 'orders',
        module: 'OrdersPage',
        label: text('orders page', 'الطلبات'),
        title: text('My orders', 'طلباتي'),
        signedIn: true,
        noindex: true,
      },
      {
        path: 'till',
        module: 'TillPage',
        label: text('till', 'الصندوق'),
        title: text('Till', 'الصندوق'),
        browserOnly: true,
        noindex: true,
      },
    ],
    homeSections: [
      {
        module: 'NewItems',
        label: text('new items', 'عناصر جديدة'),
        order: 10,
        height: { small: '900px' },
        hydrateOnIntent: true,
      },
    ],
    embeds: [{ path: 'items', remote: 'atlas', module: 'ItemsMap', hydrateOnIntent: true }],
    nav: [{ path: '/items', label: text('Items', 'العناصر'), place: 'main', order: 10 }],
  },
  atlas: { routes: [], homeSections: [], embeds: [], nav: [] },
};

export const fixtureSite = (manifests: KnownManifests = FIXTURE_MANIFESTS) => composeSite(manifests, HOME_PATHS);
