// Where a gate device keeps its provider key: localStorage, so a device set up at the gate stays set up.
export const GATE_KEY_STORAGE_KEY = 'kemet:gateKey';

export const gateKeyStore = {
  read: (): string | null => window.localStorage.getItem(GATE_KEY_STORAGE_KEY),
  save: (key: string) => window.localStorage.setItem(GATE_KEY_STORAGE_KEY, key),
  forget: () => window.localStorage.removeItem(GATE_KEY_STORAGE_KEY),
};
