// A page of the workspace or of Kemet operations, as the manifest declares it: signed in, for that role, never indexed.
import type { Localized, ManifestRoute } from '@kemet/platform/federation/remoteManifest';

export function staffRoute(
  path: string,
  module: string,
  label: Localized,
  title: Localized,
  role: 'partner' | 'partner-owner' | 'operations' = 'partner',
): ManifestRoute {
  return { path, module, label, title, signedIn: true, role, noindex: true };
}
