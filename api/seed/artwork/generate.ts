// Writes every Kemet illustration. Run: node --import tsx api/seed/artwork/generate.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Doc } from './svg.js';
import { TONES, VARIANTS } from './palettes.js';
import { SCENES } from './scenes.js';

const here = dirname(fileURLToPath(import.meta.url));
const MEDIA = resolve(here, '../media');
const ASSETS = resolve(here, '../../../shell/src/assets');

const out = (file: string, svg: string): void => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
};

let n = 0;
for (const [theme, draw] of Object.entries(SCENES)) {
  for (const v of VARIANTS) {
    const d = new Doc(800, 600, `${theme}-${v}`);
    draw(d, TONES[v]);
    out(join(MEDIA, `${theme}-${v}.svg`), d.toString());
    n++;
  }
}
void ASSETS;
console.log(`wrote ${n} files`);
