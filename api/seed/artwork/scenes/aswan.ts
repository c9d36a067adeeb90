// Aswan and Nubia: the felucca, Abu Simbel, Philae and a Nubian village.
import { Doc, path, rect, line, f, op } from '../svg.js';
import { K } from '../palettes.js';
import { sky } from '../shapes/sky.js';
import { ridge, dune, water, palm, palmUse, peaks, ripples } from '../shapes/land.js';
import { column, pylon, colossus } from '../shapes/monuments.js';
import { felucca } from '../shapes/craft.js';
import { nubianHouse } from '../shapes/buildings.js';
import type { Scene } from './scene.js';

export const feluccaScene: Scene = (d, t) => {
  const bank = (y: number, c: string, n: number, ph: number) => {
    d.add(ridge(d, y, 3, 5, c, 0, 800));
    for (let i = 0; i < n; i++) d.add(palmUse(d, d.r(0, 800), y + 4, d.r(ph * 0.6, ph), c, i % 2 > 0));
  };
  if (t.v === 'dawn') {
    const { sx } = sky(d, t, 330, { sx: 520, sy: 300 });
    d.add(peaks(d, 320, 20, 60, 6, t.far));
    bank(332, t.mid, 12, 60);
    d.add(water(d, t, 340, sx));
    d.add(felucca(140, 470, 0.8, t.near, K.cream, t.shade), felucca(520, 420, 0.5, t.near, K.cream, t.shade, true));
  } else if (t.v === 'day') {
    const { sx } = sky(d, t, 360, { sx: 120, sy: 90, clouds: 3 });
    d.add(
      peaks(d, 360, 30, 80, 4, t.far),
      path('M480 370Q520 250 640 270Q720 230 800 280L800 380L470 380Z', '#6b4a3f'),
      path('M560 300Q620 260 700 290L690 330Q620 300 570 330Z', '#8a5d4a'),
    );
    d.add(palm(700, 300, 130, K.teal, -10), palm(600, 290, 110, K.teal, 8));
    d.add(
      water(d, t, 370, sx),
      felucca(120, 520, 1.6, K.lapis, K.white, '#d8d2c4'),
      felucca(600, 430, 0.5, K.lapis, K.white, '#d8d2c4', true),
    );
  } else {
    const { sx } = sky(d, t, 380, { sx: 400, sy: 350, sr: 60, birds: 4 });
    d.add(ridge(d, 380, 2, 4, t.mid), water(d, t, 385, sx));
    d.add(
      felucca(80, 520, 1.1, t.near, t.near, K.night),
      felucca(560, 470, 0.7, t.near, t.near, K.night, true),
      felucca(420, 430, 0.35, t.near, t.near, K.night),
    );
    d.add(palm(760, 600, 300, K.night, -30), palm(700, 600, 200, K.night, -10));
  }
};

export const abuSimbel: Scene = (d, t) => {
  const facade = (x: number, by: number, s: number, lit: string, shade: string, ink: string) => {
    let b = path(
      `M${f(x - 40 * s)} ${f(by)}L${f(x)} ${f(by - 300 * s)}L${f(x + 540 * s)} ${f(by - 300 * s)}L${f(x + 580 * s)} ${f(by)}Z`,
      shade,
    );
    let bab = '';
    for (let i = 0; i < 16; i++)
      bab += `M${f(x + 20 * s + i * 32 * s)} ${f(by - 300 * s)}h${f(20 * s)}v${f(-16 * s)}h${f(-20 * s)}Z`;
    b += path(bab, shade) + rect(x + 240 * s, by - 120 * s, 60 * s, 120 * s, ink);
    const id = d.sym('col', () => colossus(0, 220, 1, lit, shade, ink));
    for (const cx of [-10, 110, 320, 440]) b += d.use(id, x + cx * s, by - 275 * s, s * 1.25);
    return b;
  };
  if (t.v === 'dawn') {
    sky(d, t, 470, { sx: 90, sy: 420, sr: 50 });
    d.add(
      path('M0 480L120 160L680 160L800 480Z', t.mid),
      facade(130, 500, 0.98, t.lit, t.shade, t.near),
      rect(0, 500, 800, 100, t.sand),
      ripples(d, 510, 590, t.sandDark),
    );
  } else if (t.v === 'day') {
    sky(d, t, 600, { sx: 400, sy: 70, sr: 30, clouds: 2 });
    let st = '';
    for (let y = 180; y < 600; y += 44) st += `M0 ${y}h800`;
    d.add(
      rect(0, 140, 800, 460, t.shade),
      line(st, t.mid, 3, op(0.4)),
      colossus(10, 960, 3.6, t.lit, t.shade, t.ink),
      colossus(440, 960, 3.6, t.lit, t.shade, t.ink),
    );
    d.add(rect(0, 130, 800, 20, t.mid));
  } else {
    const { sx } = sky(d, t, 400, { sx: 150, sy: 320, sr: 50 });
    const body = path('M80 410L230 150L620 150L760 410Z', t.mid) + facade(230, 400, 0.62, t.lit, t.shade, t.near);
    d.add(
      water(d, t, 410, sx),
      d.twin('as', () => body, 410, 0.25),
      path('M0 600L0 540Q200 520 300 600Z', t.near),
    );
  }
};

const kiosk = (d: Doc, x: number, by: number, s: number, lit: string, shade: string): string => {
  let b = '';
  for (let i = 0; i < 4; i++) b += column(x + (30 + i * 80) * s, by, 44 * s, 200 * s, lit, shade, false);
  return b + rect(x, by - 214 * s, 300 * s, 20 * s, lit) + rect(x, by - 200 * s, 300 * s, 8 * s, shade);
};

export const philae: Scene = (d, t) => {
  const island = (lit: string, shade: string, rock: string, tree: string) =>
    path('M180 392Q220 330 330 332L600 330Q660 340 690 392Z', rock) +
    pylon(300, 336, 200, 120, lit, shade, t.near) +
    kiosk(d, 540, 336, 0.4, lit, shade) +
    rect(290, 300, 240, 36, shade) +
    palmUse(d, 250, 340, 80, tree) +
    palmUse(d, 640, 336, 70, tree, true);
  if (t.v === 'day') {
    const { sx } = sky(d, t, 360, { sx: 660, sy: 90, clouds: 3 });
    d.add(peaks(d, 360, 20, 60, 5, t.far), water(d, t, 360, sx), rect(60, 440, 700, 40, t.shade));
    d.add(
      kiosk(d, 140, 470, 1.7, t.lit, t.shade),
      rect(0, 470, 800, 14, t.mid, op(0.5)),
      felucca(620, 560, 0.5, K.lapis, K.white, '#d8d2c4', true),
    );
  } else {
    const dusk = t.v === 'dusk';
    const { sx } = sky(d, t, 392, dusk ? { sx: 450, sy: 340, sr: 60 } : { sx: 160, sy: 350 });
    const body = island(
      dusk ? t.mid : t.lit,
      dusk ? t.near : t.shade,
      dusk ? t.near : t.shade,
      dusk ? K.night : t.near,
    );
    d.add(
      peaks(d, 392, 10, 40, 6, t.far),
      water(d, t, 392, sx),
      d.twin('isl', () => body, 392),
    );
    if (!dusk) d.add(felucca(60, 540, 0.55, t.near, K.cream, t.shade));
  }
};

const HOUSES: [string, string][] = [
  ['#3d78a8', K.cream],
  [K.terracotta, K.gold],
  ['#e3b550', K.lapis],
  [K.teal, K.cream],
  ['#d98c7e', K.teal],
  [K.cream, K.terracotta],
];

export const nubianVillage: Scene = (d, t) => {
  if (t.v === 'dawn') {
    const { sx } = sky(d, t, 360, { sx: 600, sy: 320 });
    d.add(
      dune(-40, 380, 220, 300, 520, 440, t.sand, t.sandDark),
      dune(380, 380, 640, 310, 860, 440, t.sand, t.sandDark),
    );
    HOUSES.forEach(([w, tr], i) =>
      d.add(nubianHouse(20 + i * 130, 440, 110, 70 + (i % 2) * 16, w, tr, K.cream, 1 + (i % 2))),
    );
    d.add(rect(0, 438, 800, 12, t.shade), water(d, t, 450, sx), felucca(520, 560, 0.4, t.near, K.cream, t.shade));
  } else if (t.v === 'day') {
    sky(d, t, 480, { sx: 680, sy: 80, clouds: 2 });
    d.add(
      dune(-40, 470, 200, 380, 500, 520, t.sand, t.sandDark),
      nubianHouse(520, 520, 360, 280, K.terracotta, K.gold, K.cream, 1),
    );
    d.add(
      nubianHouse(40, 540, 520, 340, '#3d78a8', K.cream, K.cream, 2),
      rect(0, 536, 800, 64, t.sand),
      ripples(d, 550, 600, t.sandDark, 4),
    );
    let tri = '';
    for (let i = 0; i < 12; i++) tri += `M${64 + i * 40} 300l20 -22l20 22Z`;
    d.add(path(tri, K.cream, op(0.8)), palm(740, 560, 200, K.teal, -14));
  } else {
    sky(d, t, 420, { sx: 170, sy: 120, sr: 30, moon: true });
    let i = 0;
    for (let row = 0; row < 3; row++)
      for (let c = 0; c < 4 - row; c++, i++) {
        const [w, tr] = HOUSES[i % 6];
        d.add(
          nubianHouse(90 + row * 85 + c * 170, 420 - row * 70, 140, 72, w, tr, K.cream, 1),
          rect(104 + row * 85 + c * 170, 380 - row * 70, 16, 14, K.lamp),
        );
      }
    d.add(
      rect(0, 418, 800, 10, t.near),
      water(d, t, 428, 400),
      line('M84 440v60M180 440v40M384 440v70M620 440v50', K.lamp, 4, op(0.5)),
    );
    d.add(felucca(560, 560, 0.45, K.night, t.mid, t.near));
  }
};
