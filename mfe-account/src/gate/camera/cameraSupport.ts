// Whether this browser may offer the camera: getUserMedia exists only in a secure context (https or localhost).
export const cameraAvailable = (): boolean => window.isSecureContext && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** Why the camera did not start, in plain words; the ticket code box stays usable whatever happened. */
export function cameraProblem(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'The camera is not allowed here. Type or paste the ticket code instead.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera was found. Type or paste the ticket code instead.';
  if (name === 'NotReadableError') return 'The camera is busy in another app. Close it, or type or paste the ticket code instead.';
  return 'The camera could not start. Type or paste the ticket code instead.';
}
