/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { media } from './media';

const tokens = readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');
const customMedia = Object.fromEntries(
  [...tokens.matchAll(/@custom-media --([\w-]+) (.+);/g)].map(([, name, query]) => [name, query]),
);
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

test('useMediaQuery names the same breakpoints as the stylesheets, with the same numbers', () => {
  expect(Object.fromEntries(Object.entries(media).map(([name, query]) => [kebab(name), query]))).toEqual(customMedia);
  expect(customMedia['from-medium']).toBe('(min-width: 768px)');
});
