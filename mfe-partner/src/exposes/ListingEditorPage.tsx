// ListingEditorPage: exposed to the shell as 'partner/ListingEditorPage' (/partner/listings/new, /partner/listings/:id).
import '../messages/partnerMessages';
import '../workspace/listings/messages/listingsMessages';
export { default } from '../workspace/listings/ListingEditorPage';
