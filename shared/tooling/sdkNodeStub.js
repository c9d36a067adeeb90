// Stands in for @module-federation/sdk's Node script loader in browser builds: pages never run it,
// and leaving it out keeps ~2.5 KB gzip off every first load.
function unavailable() {
  throw new Error('Module Federation: the Node script loader is not available in the browser');
}

export const createScriptNode = unavailable;
export const loadScriptNode = unavailable;
