// The first sign that a visitor is about to use a part: pointing at it, touching or focusing it, or any press or key
// anywhere on the page (a language or currency switch re-renders every part, so the part's code should be there).
// A part that only shows the server's HTML until then loads its code at that moment instead of with the page.

const ON_PART = ['pointerover', 'focusin', 'touchstart'] as const;
const ON_PAGE = ['pointerdown', 'keydown'] as const;

/** Calls `then` once, on the first sign of intent in or around `element`; returns a function that stops listening. */
export function onVisitorIntent(element: HTMLElement, then: () => void): () => void {
  // On the document, capturing: React stops hover and focus events aimed at HTML it has not hydrated yet (to replay
  // them later) at the page's root, before they would reach the part's own element.
  const doc = element.ownerDocument;
  const options = { capture: true, passive: true } as const;
  const onPart = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) fire();
  };
  const stop = () => {
    for (const type of ON_PART) doc.removeEventListener(type, onPart, options);
    for (const type of ON_PAGE) doc.removeEventListener(type, fire, options);
  };
  function fire() {
    stop();
    then();
  }
  for (const type of ON_PART) doc.addEventListener(type, onPart, options);
  for (const type of ON_PAGE) doc.addEventListener(type, fire, options);
  return stop;
}
