// SharedWishlistPage: exposed to the shell as 'catalog/SharedWishlistPage' (/wishlist/shared/:token, noindex).
import '../messages/catalogMessages';
import { SharedWishlistPage } from '../wishlist/SharedWishlistPage';

export default SharedWishlistPage;
