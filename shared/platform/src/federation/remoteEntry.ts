// A remote's entry script, from its federation manifest. The browser builds leave the runtime's own manifest reader
// out (experiments.optimization.disableSnapshot, 1.5 KB gzip of the first load), so the runtime is given the entry
// the manifest names: found at run time, as before, and a remote that moves still needs no shell rebuild.
const MANIFEST = /\/mf-manifest\.json(\?|$)/;

interface FederationManifest {
  metaData: { remoteEntry: { path: string; name: string } };
}

/** The entry URL for a runtime-config URL: a manifest's named entry; any other URL (a server entry) as it is. */
export async function entryOf(url: string): Promise<string> {
  if (!MANIFEST.test(url)) return url;
  const response = await fetch(url).catch((error: unknown) => {
    throw new Error(`${url} did not answer`, { cause: error });
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const { remoteEntry } = ((await response.json()) as FederationManifest).metaData;
  return new URL([remoteEntry.path, remoteEntry.name].filter(Boolean).join('/'), url).href;
}
