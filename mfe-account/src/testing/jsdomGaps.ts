// Fills what jsdom lacks and react-router needs: TextEncoder/TextDecoder.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
