// A remote's standalone page runs without the shell, so nothing else provides the federation runtime its container
// expects on the page (webpackConfig.ts: remotes take the shell's copy instead of carrying their own). This file,
// built on its own and loaded first by the standalone page, provides it the way the shell does.
import * as runtimeCore from '@module-federation/runtime-core';

(globalThis as { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore })._FEDERATION_RUNTIME_CORE = runtimeCore;
