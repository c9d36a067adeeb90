// Fills what jsdom lacks and the apps use: TextEncoder/TextDecoder (react-router).
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
