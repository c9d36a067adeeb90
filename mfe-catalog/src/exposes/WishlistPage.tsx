// WishlistPage: exposed to the shell as 'catalog/WishlistPage' (/wishlist).
import '../messages/catalogMessages';
import { WishlistPage } from '../wishlist/WishlistPage';

export default WishlistPage;
