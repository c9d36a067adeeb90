// Gaps in jsdom that the shell's tests meet: TextEncoder (react-router needs it) and window.scrollTo
// (called on every route change; a no-op keeps test output clean).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
window.scrollTo = () => undefined;
