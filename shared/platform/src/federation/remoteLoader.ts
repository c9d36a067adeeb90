// Loads a remote's exposed module at run time: remotes are registered from /remotes.json, never baked into a build.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRuntimeConfig } from './runtimeConfig';
import type { RemoteName } from './contract';

export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

let registered: Promise<void> | null = null;

function ensureRemotesRegistered(): Promise<void> {
  registered ??= loadRuntimeConfig()
    .then((config) => registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry }))))
    .catch((error: unknown) => {
      registered = null;
      throw error;
    });
  return registered;
}

// One load per module, shared by whoever asks first (the shell starting a page's parts at boot) and later (the
// part's RemoteComponent); a failed one is kept until Retry resets its remote, so a failure is reported once.
const loads = new Map<string, Promise<unknown>>();

/** Forget a remote that failed, so the next load fetches its manifest and entry again. */
export async function resetRemote(remote: RemoteName): Promise<void> {
  for (const id of loads.keys()) if (id.startsWith(`${remote}/`)) loads.delete(id);
  await ensureRemotesRegistered();
  const config = await loadRuntimeConfig();
  registerRemotes([{ name: remote, entry: config.remotes[remote] }], { force: true });
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  // A remote that hangs instead of refusing connections would otherwise keep "Loading…" forever.
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.finally(() => clearTimeout(timer)).then(resolve, reject);
  });
}

export function loadRemoteModule<T>(remote: RemoteName, module: string, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<T> {
  const id = `${remote}/${module}`;
  const known = loads.get(id) as Promise<T> | undefined;
  if (known) return known;
  const loading = withTimeout(
    ensureRemotesRegistered().then(() => loadRemote<T>(id)),
    timeoutMs,
    id,
  ).then((loaded) => {
    if (!loaded) throw new Error(`${id} is not available`);
    return loaded;
  });
  loads.set(id, loading);
  return loading;
}

/** Start loading a part now; whoever mounts it later gets the same load (and reports its failure). */
export function prefetchRemoteModule(remote: RemoteName, module: string): void {
  loadRemoteModule(remote, module).catch(() => undefined);
}
