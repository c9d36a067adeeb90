// The shell's page starts its entry script only after the browser has painted the server's HTML. A deferred
// <script> runs as soon as the stylesheets have arrived, before the first frame, so the visitor waited for the
// entry's evaluation (the federation runtime's start: tens of milliseconds, four times that on a slow phone) before
// seeing a page that was already there. The entry is preloaded at low priority (it must not compete with the
// stylesheets and the largest image) and started once the parser is done (a frame can come while the server still
// streams the body: an entry started then would hydrate half a page) and a frame has been drawn. A tab opened in the
// background draws no frames: its page starts when it is first shown.

/** The inline script that starts `src` after the first paint (the server allows it in its CSP by its hash). */
export function entryAfterFirstPaint(src: string): string {
  return (
    `document.addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(function(){` +
    `var s=document.createElement('script');s.src=${JSON.stringify(src)};document.head.appendChild(s)})})})`
  );
}
