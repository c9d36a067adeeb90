// Loads a remote's exposed module at run time: remotes are registered from /remotes.json, never baked into a build.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRuntimeConfig } from './runtimeConfig';
import type { RemoteName } from '../../server/runtimeConfig';

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

/** Forget a remote that failed, so the next load fetches its manifest and entry again. */
export async function resetRemote(remote: RemoteName): Promise<void> {
  await ensureRemotesRegistered();
  const config = await loadRuntimeConfig();
  registerRemotes([{ name: remote, entry: config.remotes[remote] }], { force: true });
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  // A remote that hangs instead of refusing connections would otherwise keep "Loading…" forever.
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

export async function loadRemoteModule<T>(remote: RemoteName, module: string, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<T> {
  const id = `${remote}/${module}`;
  const loaded = await withTimeout(
    ensureRemotesRegistered().then(() => loadRemote<T>(id)),
    timeoutMs,
    id,
  );
  if (!loaded) throw new Error(`${id} is not available`);
  return loaded;
}
