// Writes preload-manifest.json (see server/preloadManifest.ts) from webpack's chunk graph: which chunks each shared
// module this app provides lives in, and which shared modules its entry and each exposed module use. (The Module
// Federation manifest lists only an exposed file's direct imports, so it misses formik behind a form component.)
import { Compilation, sources, type Chunk, type Compiler, type Module } from 'webpack';
import { PRELOAD_MANIFEST_FILE, type Files, type PreloadManifest } from '@kemet/server/preloadManifest';

const NAME = 'KemetPreloadManifestPlugin';
const EXPOSE_CHUNK_PREFIX = '__federation_expose_';

interface ProvideModule extends Module {
  _name: string;
}
interface ConsumeModule extends Module {
  options: { shareKey: string };
}
const isProvide = (module: Module): module is ProvideModule => module.type === 'provide-module';
const isConsume = (module: Module): module is ConsumeModule => module.type === 'consume-shared-module';

function filesOf(chunks: Iterable<Chunk>): Files {
  const files = [...chunks].flatMap((chunk) => [...chunk.files]);
  return { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) };
}

export class PreloadManifestPlugin {
  constructor(private readonly options: { entry: string }) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After the real content hashes are in the file names.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const manifest = this.manifestOf(compilation);
        compilation.emitAsset(PRELOAD_MANIFEST_FILE, new sources.RawSource(JSON.stringify(manifest, null, 1)));
      });
    });
  }

  private manifestOf(compilation: Compilation): PreloadManifest {
    const { chunkGraph } = compilation;
    const sharedKeysIn = (chunks: Iterable<Chunk>) => [
      ...new Set([...chunks].flatMap((chunk) => [...chunkGraph.getChunkModulesIterable(chunk)].filter(isConsume).map((m) => m.options.shareKey))),
    ];

    const shared: PreloadManifest['shared'] = {};
    for (const module of compilation.modules) {
      if (!isProvide(module)) continue;
      const chunks = module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
      shared[module._name] = { ...filesOf(chunks), shared: sharedKeysIn(chunks).filter((key) => key !== module._name) };
    }

    const exposes: PreloadManifest['exposes'] = {};
    for (const [name, group] of compilation.namedChunkGroups) {
      if (!name.startsWith(EXPOSE_CHUNK_PREFIX)) continue;
      exposes[name.slice(EXPOSE_CHUNK_PREFIX.length)] = { shared: sharedKeysIn(group.chunks) };
    }

    const entry = compilation.entrypoints.get(this.options.entry);
    const startup = entry ? { ...filesOf(entry.chunks), shared: sharedKeysIn(entry.chunks) } : { js: [], css: [], shared: [] };
    return { startup, shared, exposes };
  }
}
