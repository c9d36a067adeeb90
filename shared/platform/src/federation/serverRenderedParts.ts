// The parts whose HTML the server rendered into the page the browser is hydrating (from the page's state). A part
// that hydrates on intent keeps that HTML until the visitor reaches for it; the first RemoteComponent of each part
// takes it, so the same part mounted again later (after navigating away and back) loads at once.
const rendered = new Set<string>();

export function setServerRenderedParts(ids: string[]): void {
  rendered.clear();
  for (const id of ids) rendered.add(id);
}

/** True once per part the server rendered (`remote/module`), for the mount that hydrates its HTML. */
export function takeServerRenderedPart(id: string): boolean {
  return rendered.delete(id);
}
