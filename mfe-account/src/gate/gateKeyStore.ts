// Where a gate device keeps its provider key: sessionStorage, so a reload at the gate keeps it while closing the tab
// (or "Forget this key") drops it; it never sits in localStorage, where it would outlive the shift in plain text.
export const GATE_KEY_STORAGE_KEY = 'kemet:gateKey';

export const gateKeyStore = {
  read: (): string | null => {
    // A key kept in localStorage by earlier versions is dropped, not taken over.
    window.localStorage.removeItem(GATE_KEY_STORAGE_KEY);
    return window.sessionStorage.getItem(GATE_KEY_STORAGE_KEY);
  },
  save: (key: string) => window.sessionStorage.setItem(GATE_KEY_STORAGE_KEY, key),
  forget: () => window.sessionStorage.removeItem(GATE_KEY_STORAGE_KEY),
};
