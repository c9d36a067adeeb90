// Writes remote-manifest.json next to mf-manifest.json: what the remote publishes about itself (its pages, home
// sections, embeds and header entries), from its typed src/remote.manifest.ts. The build stops when the manifest
// fails the shell's check or names a module the remote does not expose, so a remote never ships one the shell ignores.
import { Compilation, sources, type Compiler } from 'webpack';
import {
  REMOTE_MANIFEST_FILE,
  checkRemoteManifest,
  type RemoteManifest,
} from '@kemet/platform/federation/remoteManifest';

const NAME = 'KemetRemoteManifestPlugin';

/** What is wrong with a remote's manifest given what it exposes ({ './EventsPage': … }), or null. */
export function remoteManifestProblem(manifest: RemoteManifest, exposes: Record<string, string>): string | null {
  const checked = checkRemoteManifest(manifest);
  if ('problem' in checked) return checked.problem;
  const ownModules = [...manifest.routes, ...manifest.homeSections].map(({ module }) => module);
  const missing = ownModules.find((module) => !(`./${module}` in exposes));
  return missing ? `${missing} is not among the modules it exposes` : null;
}

export class RemoteManifestPlugin {
  constructor(
    private readonly manifest: RemoteManifest,
    private readonly exposes: Record<string, string>,
  ) {}

  apply(compiler: Compiler) {
    const problem = remoteManifestProblem(this.manifest, this.exposes);
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (problem) throw new Error(`${NAME}: the remote's manifest is invalid: ${problem}`);
        compilation.emitAsset(REMOTE_MANIFEST_FILE, new sources.RawSource(JSON.stringify(this.manifest)));
      });
    });
  }
}
