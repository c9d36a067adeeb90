// The site the four remotes publish today, for the shell's behaviour tests (routes, header, home): they keep asserting
// what a visitor sees with the real remotes in place. Only tests read the remotes' manifests this way; the shell's code
// learns them at run time from remote-manifest.json.
/* eslint-disable import-x/no-restricted-paths -- test setup: the manifests the remotes publish, never their code */
import { accountManifest } from '../../../mfe-account/src/remote.manifest';
import { catalogManifest } from '../../../mfe-catalog/src/remote.manifest';
import { checkoutManifest } from '../../../mfe-checkout/src/remote.manifest';
import { mapManifest } from '../../../mfe-map/src/remote.manifest';
/* eslint-enable import-x/no-restricted-paths */
import { fixtureSite } from './siteFixture';

export const PUBLISHED_MANIFESTS = {
  catalog: catalogManifest,
  map: mapManifest,
  account: accountManifest,
  checkout: checkoutManifest,
};

export const publishedSite = () => fixtureSite(PUBLISHED_MANIFESTS);
