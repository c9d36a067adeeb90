// WorkspacePage: exposed to the shell as 'partner/WorkspacePage' (/partner, partner staff signed in).
import '../messages/partnerMessages'; // registers the partner namespace before the page renders
export { default } from '../workspace/WorkspacePage';
