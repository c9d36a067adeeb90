// ListingsPage: exposed to the shell as 'partner/ListingsPage' (/partner/listings, partner staff signed in).
import '../messages/partnerMessages';
import '../workspace/listings/messages/listingsMessages';
export { default } from '../workspace/listings/ListingsPage';
