// Fills what jsdom lacks and the apps use: TextEncoder/TextDecoder (react-router).
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
