// Where to go after signing in or up: the `next` a guarded page sent the visitor to /signin with, if it is a path on
// this site; anything else (another origin, a scheme, backslashes, control characters, encoded tricks) goes to /home.

// Backslashes (browsers read '\' as '/' in http(s) URLs) and C0/C1 control characters (the URL parser drops tab/CR/LF).
const UNSAFE = /[\\\p{Cc}]/u;
const MAX_DECODES = 4;

/** The path part decoded until it stops changing, or null when it never settles or is not valid percent-encoding. */
function decodedPath(path: string): string[] | null {
  const stages = [path];
  for (let i = 0; i < MAX_DECODES; i++) {
    let next: string;
    try {
      next = decodeURIComponent(stages[stages.length - 1]!);
    } catch {
      return null;
    }
    if (next === stages[stages.length - 1]) return stages;
    stages.push(next);
  }
  return null;
}

export function safeReturnPath(
  next: string | null | undefined,
  origin: string = window.location.origin,
  fallback = '/home',
): string {
  if (!next || !next.startsWith('/') || UNSAFE.test(next)) return fallback;
  const stages = decodedPath(next.split(/[?#]/, 1)[0]!);
  if (!stages || stages.some((stage) => UNSAFE.test(stage) || stage.startsWith('//'))) return fallback;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return fallback;
  }
  // '/..//evil' resolves to the path '//evil', which a router would then read as another host.
  if (url.origin !== origin || url.pathname.startsWith('//')) return fallback;
  return url.pathname + url.search + url.hash;
}

/** The safe return path named by `?next=` in a /signin query string. */
export function returnPathFrom(search: string, fallback = '/home'): string {
  return safeReturnPath(new URLSearchParams(search).get('next'), window.location.origin, fallback);
}
