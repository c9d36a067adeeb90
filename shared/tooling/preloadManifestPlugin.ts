// Writes preload-manifest.json (see server/preloadManifest.ts) from what the build publishes: Module Federation's
// mf-stats.json names the shared modules this app provides and the file of each exposed module; webpack's stats give
// the chunks each of them loads (the chunks' origins) and the shared modules those chunks consume. (mf-stats alone
// lists only a shared module's own chunk and an exposed file's direct imports, so it misses formik behind a form.)
import { Compilation, sources, type Compiler, type StatsChunk, type StatsCompilation } from 'webpack';
import { PRELOAD_MANIFEST_FILE, type Files, type PreloadManifest } from '@kemet/server/preloadManifest';

const NAME = 'KemetPreloadManifestPlugin';
const MF_STATS_FILE = 'mf-stats.json';

/** The part of mf-stats.json read here (the full type is @module-federation/sdk's `Stats`). */
interface MfStats {
  shared: { name: string }[];
  exposes: { name: string; file: string }[];
}

export class PreloadManifestPlugin {
  constructor(private readonly options: { entry: string }) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After the real content hashes are in the file names and Module Federation has written its stats.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const mfStats = compilation.getAsset(MF_STATS_FILE);
        if (!mfStats) throw new Error(`${NAME} needs Module Federation's ${MF_STATS_FILE}: set manifest: true`);
        const stats = compilation.getStats().toJson({
          all: false,
          ids: true,
          entrypoints: true,
          chunks: true,
          chunkOrigins: true,
          chunkModules: true,
          // The consume-shared modules are dependencies of the modules that import them.
          dependentModules: true,
        });
        const manifest = preloadManifestOf(
          stats,
          JSON.parse(mfStats.source.source().toString()) as MfStats,
          this.options.entry,
        );
        compilation.emitAsset(PRELOAD_MANIFEST_FILE, new sources.RawSource(JSON.stringify(manifest, null, 1)));
      });
    });
  }
}

export function preloadManifestOf(stats: StatsCompilation, mfStats: MfStats, entry: string): PreloadManifest {
  const chunks = stats.chunks ?? [];
  const shareKeys = mfStats.shared.map((shared) => shared.name);
  // Stats name a shared module "provide shared module (<scope>) <key>@<version> = …", "consume shared module (<scope>)
  // <key>@<range> …".
  const names = (moduleName: string | undefined, kind: 'provide' | 'consume', key: string) =>
    moduleName?.startsWith(`${kind} shared module (`) === true && moduleName.includes(`) ${key}@`);

  const consumedKeys = (group: StatsChunk[]) => [
    ...new Set(
      group.flatMap((chunk) =>
        (chunk.modules ?? []).flatMap((module) => shareKeys.find((key) => names(module.name, 'consume', key)) ?? []),
      ),
    ),
  ];
  const filesOf = (group: StatsChunk[]): Files => {
    const files = group.flatMap((chunk) => chunk.files ?? []);
    return { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) };
  };
  const loadedBy = (isOrigin: (origin: NonNullable<StatsChunk['origins']>[number]) => boolean) =>
    chunks.filter((chunk) => (chunk.origins ?? []).some(isOrigin));

  const shared: PreloadManifest['shared'] = {};
  for (const key of shareKeys) {
    const group = loadedBy((origin) => names(origin.moduleName, 'provide', key));
    shared[key] = { ...filesOf(group), shared: consumedKeys(group).filter((other) => other !== key) };
  }
  const exposes: PreloadManifest['exposes'] = {};
  for (const { name, file } of mfStats.exposes)
    exposes[name] = { shared: consumedKeys(loadedBy((origin) => origin.request === `./${file}`)) };

  const entryIds = new Set(stats.entrypoints?.[entry]?.chunks ?? []);
  const entryChunks = chunks.filter((chunk) => entryIds.has(chunk.id!));
  return { startup: { ...filesOf(entryChunks), shared: consumedKeys(entryChunks) }, shared, exposes };
}
