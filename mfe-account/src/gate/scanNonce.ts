// A scan's nonce: chosen once per scan and sent with every retry of it, so the service records that scan once.
export function newScanNonce(): string {
  // randomUUID exists only in a secure context; a gate opened over plain http on a local network falls back.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}
