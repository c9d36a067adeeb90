// SharedWishlistPage: exposed to the shell as 'catalog/SharedWishlistPage' (/wishlist/shared/:token, noindex).
import '../messages/catalogMessages';
import { SharedWishlistPage } from '../wishlist/SharedWishlistPage';

export default SharedWishlistPage;

// The server render's hook (ServerPageHooks, @kemet/platform/server-render): the list, or 404 for a stopped link.
export { prefetchSharedWishlist as prefetch } from '../wishlist/sharedWishlistServerHooks';
