// Writes every Kemet illustration. Run: node --import tsx api/seed/artwork/generate.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Doc } from './svg.js';
import { TONES, VARIANTS } from './palettes.js';
import { SCENES } from './scenes/index.js';
import { PROVIDERS, PARTNERS, kemetMark } from './logos.js';
import { avatar, TEAM } from './shapes/people.js';
import * as S from './shell.js';

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
const doc = (w: number, h: number, seed: string, draw: (d: Doc) => void): string => {
  const d = new Doc(w, h, seed);
  draw(d);
  n++;
  return d.toString();
};
for (const [name, draw] of Object.entries(PROVIDERS))
  out(join(MEDIA, `provider-${name}.svg`), doc(400, 400, `pr-${name}`, draw));
const shell: [string, number, number, (d: Doc) => void][] = [
  ['hero/hero-pyramids', 1600, 700, S.heroPyramids],
  ['hero/hero-luxor', 1600, 700, S.heroLuxor],
  ['hero/hero-nile', 1600, 700, S.heroNile],
  ['banner/banner-events', 1600, 400, S.bannerEvents],
  ['banner/banner-tours', 1600, 400, S.bannerTours],
  ...TEAM.map((p, i): [string, number, number, (d: Doc) => void] => [
    `team/member-${i + 1}`,
    240,
    240,
    (d) => avatar(d, p),
  ]),
  ...PARTNERS.map((p, i): [string, number, number, (d: Doc) => void] => [`partners/partner-${i + 1}`, 240, 120, p]),
  ['logo/kemet-logo', 48, 48, (d) => d.add(kemetMark())],
  ['logo/favicon', 32, 32, (d) => d.add(`<g transform="scale(0.6667)">${kemetMark()}</g>`)],
];
for (const [name, w, h, draw] of shell) out(join(ASSETS, `${name}.svg`), doc(w, h, name.split('/')[1], draw));
console.log(`wrote ${n} files`);
