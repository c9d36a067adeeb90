// GatePage: exposed to the shell as 'account/GatePage' (/gate: provider staff signed in, or a device with a gate key).
export { default } from '../gate/GatePage';
