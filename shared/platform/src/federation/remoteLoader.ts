// Loads a remote's exposed module at run time: remotes are registered from /remotes.json, never baked into a build.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { onServer } from '../serverRender/requestScope';
import { loadRuntimeConfig, provideRuntimeConfig, type RuntimeConfig } from './runtimeConfig';
import type { RemoteName } from './contract';
import { entryOf } from './remoteEntry';

export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

// Each remote is registered when a part of it is first wanted, with the entry its manifest names (remoteEntry.ts);
// again, replacing it, after Retry or (on the server) a new build. A failed registration is tried again next time.
const registrations = new Map<RemoteName, Promise<void>>();
const everRegistered = new Set<RemoteName>();

function ensureRemoteRegistered(remote: RemoteName): Promise<void> {
  const known = registrations.get(remote);
  if (known) return known;
  const registration = loadRuntimeConfig()
    .then((config) => {
      const manifestUrl = config.remotes[remote];
      if (!manifestUrl) throw new Error(`the runtime config lists no remote named ${remote}`);
      return entryOf(manifestUrl);
    })
    .then((entry) => {
      registerRemotes([{ name: remote, entry }], { force: everRegistered.has(remote) });
      everRegistered.add(remote);
    });
  registrations.set(remote, registration);
  registration.catch(() => registrations.get(remote) === registration && registrations.delete(remote));
  return registration;
}

// One load per module, shared by whoever asks first (the shell starting a page's parts at boot) and later (the
// part's RemoteComponent); a failed one is kept until Retry resets its remote, so a failure is reported once.
const loads = new Map<string, Promise<unknown>>();
// The modules that have arrived, so a part can render them at once: on the server, and when the browser hydrates it.
const arrived = new Map<string, unknown>();

/** Forget a remote that failed, so the next load fetches its manifest and entry again. */
export function resetRemote(remote: RemoteName): Promise<void> {
  forgetLoads(remote);
  // Registered again by the next load, within that load's timeout (a remote that hangs still shows its notice).
  registrations.delete(remote);
  return Promise.resolve();
}

function forgetLoads(remote: RemoteName) {
  for (const id of [...loads.keys(), ...arrived.keys()]) {
    if (id.startsWith(`${remote}/`)) {
      loads.delete(id);
      arrived.delete(id);
    }
  }
}

/**
 * The server's remotes (their server containers): a remote whose entry changed (a new build) is loaded again on next
 * use, without a restart.
 */
export function setServerRemotes(config: RuntimeConfig): void {
  const previous = serverRemotes;
  serverRemotes = config;
  provideRuntimeConfig(config);
  if (!previous) return;
  const changed = Object.keys(config.remotes).filter((name) => previous.remotes[name] !== config.remotes[name]);
  for (const name of changed) {
    forgetLoads(name);
    registrations.delete(name);
  }
}
let serverRemotes: RuntimeConfig | undefined;

/** The module if it has already arrived, to render without waiting. */
export function arrivedRemoteModule<T>(remote: RemoteName, module: string): T | undefined {
  return arrived.get(`${remote}/${module}`) as T | undefined;
}

/** The promise's answer, or a failure naming what did not load once `ms` have passed. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  // A remote that hangs instead of refusing connections would otherwise keep "Loading…" forever.
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.finally(() => clearTimeout(timer)).then(resolve, reject);
  });
}

export function loadRemoteModule<T>(
  remote: RemoteName,
  module: string,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
): Promise<T> {
  const id = `${remote}/${module}`;
  const known = loads.get(id) as Promise<T> | undefined;
  if (known) return known;
  const loading = withTimeout(
    ensureRemoteRegistered(remote).then(() => loadRemote<T>(id)),
    timeoutMs,
    id,
  ).then((loaded) => {
    if (!loaded) throw new Error(`${id} is not available`);
    arrived.set(id, loaded);
    return loaded;
  });
  loads.set(id, loading);
  // The server tries again on the next page: a remote that was down or slow once is not down for the process's life.
  if (onServer) loading.catch(() => loads.get(id) === loading && loads.delete(id));
  return loading;
}

/** Start loading a part now; whoever mounts it later gets the same load (and reports its failure). */
export function prefetchRemoteModule(remote: RemoteName, module: string): void {
  loadRemoteModule(remote, module).catch(() => undefined);
}
