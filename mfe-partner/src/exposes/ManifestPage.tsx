// ManifestPage: exposed to the shell as 'partner/ManifestPage' (see workspace/sessions/sessions.manifest.ts for its address).
import '../messages/partnerMessages'; // registers the partner namespace before the page renders
export { default } from '../workspace/sessions/ManifestPage';
