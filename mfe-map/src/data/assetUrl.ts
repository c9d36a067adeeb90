// URLs of files this remote serves itself: resolved against the remote's own origin, since its code runs on the shell's page.
declare const __webpack_public_path__: string;

function remoteBase(): string {
  try {
    // publicPath 'auto': webpack sets it to the folder remoteEntry.js / main.js was loaded from.
    if (__webpack_public_path__) return new URL(__webpack_public_path__, document.baseURI).href;
  } catch {
    // Outside webpack (unit tests) the variable does not exist.
  }
  return document.baseURI;
}

export function assetUrl(path: string): string {
  return new URL(path, remoteBase()).href;
}
