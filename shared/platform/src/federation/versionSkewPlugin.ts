// Module Federation runtime plugin (every app's build registers it): when a remote needs a major of a strict singleton
// (@kemet/platform) that the page does not have, say so in the console, naming the package, the range the remote needs
// and the version the page has. Module Federation then refuses the share (strictVersion), the remote's load fails, and
// its part of the page shows its notice. See "Versions" in shared/README.md.
import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function versionSkewPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kemet-version-skew',
    resolveShare(args) {
      const { pkgName, version, shareInfo } = args;
      const { singleton, strictVersion, requiredVersion } = shareInfo.shareConfig ?? {};
      if (
        singleton &&
        strictVersion &&
        typeof requiredVersion === 'string' &&
        version &&
        !satisfy(version, requiredVersion)
      ) {
        console.error(
          `[kemet] ${shareInfo.from} needs ${pkgName} ${requiredVersion}, but this page has ${pkgName} ${version}: ${shareInfo.from} is not shown until it is rebuilt on a version the page has.`,
        );
      }
      return args;
    },
  };
}
