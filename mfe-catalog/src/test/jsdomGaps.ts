// Fills what jsdom lacks and the catalog uses: TextEncoder/TextDecoder (react-router).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
