// InvitationPage: exposed to the shell as 'partner/InvitationPage' (/partner/invitation?token=…, open to everyone).
import '../messages/partnerMessages'; // registers the partner namespace before the page renders
export { default } from '../invitation/InvitationPage';
