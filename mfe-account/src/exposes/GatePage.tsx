// GatePage: exposed to the shell as 'account/GatePage' (/gate: provider staff signed in, or a device with a gate key).
import '../messages/accountMessages'; // registers the account namespace before the page renders
export { default } from '../gate/GatePage';
