// SchedulePage: exposed to the shell as 'partner/SchedulePage' (see workspace/sessions/sessions.manifest.ts for its address).
import '../messages/partnerMessages'; // registers the partner namespace before the page renders
export { default } from '../workspace/sessions/SchedulePage';
