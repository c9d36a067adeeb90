// Part of every entry of an app built by `npm run dev` (its container too, so it runs in the shell's pages). When the
// app's dev server announces a build other than the one the page loaded (shared/server/devEvents.ts): on the app's
// own pages (a remote's standalone page, the shell's pages for the shell) the new modules are swapped in place, React
// Refresh keeping the components' state; elsewhere, or when a change cannot be swapped (a module nothing accepts), the
// page reloads. In the shell's pages a remote's code runs on the shell's React, with no refresh support.
/// <reference lib="dom" />
/// <reference types="webpack/module" />

// From the app's own server, where its files come from (the shell's page loads a remote's container from the remote);
// the shell's public path is its root, relative to the page.
const appUrl = new URL(__webpack_public_path__, window.location.href);
const ownPage = appUrl.origin === window.location.origin;

function takeBuild() {
  const hot = import.meta.webpackHot;
  if (!ownPage || !hot || String(hot.status()) !== 'idle') return window.location.reload();
  hot.check(true).then(
    (updated) => updated === null && window.location.reload(),
    () => window.location.reload(),
  );
}

const events = new EventSource(new URL('__kemet/dev-events', appUrl));
let loaded: string | undefined;
events.addEventListener('built', (event) => {
  const build = (event as MessageEvent<string>).data;
  if (loaded !== undefined && build !== loaded) takeBuild();
  loaded = build;
});
