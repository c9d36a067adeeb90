// Fills what jsdom lacks and the apps use: TextEncoder/TextDecoder (react-router), Web Crypto's subtle (the proof of
// work's hashes).
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined')
  Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });

if (typeof globalThis.crypto?.subtle === 'undefined')
  Object.defineProperty(globalThis, 'crypto', { value: require('node:crypto').webcrypto });
