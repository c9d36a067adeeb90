import { i18n } from '@kemet/platform';
import '../../messages/accountMessages';

// Whether this browser may offer the camera: getUserMedia exists only in a secure context (https or localhost).
export const cameraAvailable = (): boolean =>
  window.isSecureContext && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** Why the camera did not start, in plain words; the ticket code box stays usable whatever happened. */
export function cameraProblem(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const words = (key: string) => i18n.t(`gate.camera.${key}`, { ns: 'account' });
  if (name === 'NotAllowedError' || name === 'SecurityError') return words('notAllowed');
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return words('notFound');
  if (name === 'NotReadableError') return words('busy');
  return words('failed');
}
