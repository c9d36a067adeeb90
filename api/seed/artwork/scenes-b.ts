// Scenes 8-14: philae, nubian-village, red-sea-reef, desert-safari, white-desert, siwa-oasis, mount-sinai.
import { Doc, path, rect, line, f, op, circle, ellipse } from './svg.js';
import { K } from './palettes.js';
import type { Scene } from './scenes-a.js';
import { sky } from './shapes/sky.js';
import { ridge, dune, water, palm, palmUse, camel, peaks, ripples } from './shapes/land.js';
import { pylon, column } from './shapes/monuments.js';
import { felucca, jeep, tent } from './shapes/craft.js';
import { nubianHouse, monastery, mudTown } from './shapes/buildings.js';
import { fishUse, coral, seaFan, brainCoral, turtle, rays, bubbles } from './shapes/sea.js';

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

export const redSeaReef: Scene = (d, t) => {
  const deep = {
    dawn: ['#5fb8b3', '#1d6f6b', '#1f3a5f'],
    day: ['#7fd3cf', '#2a9a95', '#1d5d72'],
    dusk: ['#3a4f7a', '#1f3a5f', '#14213d'],
  }[t.v];
  const top = t.v === 'dawn' ? 170 : 0;
  if (t.v === 'dawn') sky(d, t, 170, { sx: 560, sy: 130, clouds: 2 });
  d.add(
    rect(
      0,
      top,
      800,
      600 - top,
      d.lin([
        [0, deep[0]],
        [0.5, deep[1]],
        [1, deep[2]],
      ]),
    ),
    rays(d, K.cream, 5),
  );
  if (top)
    d.add(
      line(
        'M0 172q25 -8 50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0',
        K.cream,
        3,
        op(0.7),
      ),
    );
  const cols = t.v === 'dusk' ? ['#3b3560', '#4a3a6a', '#2a2c50'] : [K.terracotta, K.gold, '#e58a7a'];
  d.add(ridge(d, 540, 14, 6, t.v === 'dusk' ? '#1a2440' : '#d9c08e'));
  for (let i = 0; i < 7; i++) d.add(coral(d, 40 + i * 120 + d.r(-20, 20), 560, d.r(110, 190), cols[i % 3]));
  d.add(
    seaFan(660, 560, 90, cols[1]),
    brainCoral(200, 575, 70, cols[2], cols[0]),
    brainCoral(480, 585, 60, cols[1], cols[0]),
  );
  const fc: [string, string][] =
    t.v === 'dusk'
      ? [
          ['#c5a66b', '#8a6e4a'],
          ['#8aa0c8', '#5a6e98'],
        ]
      : [
          [K.gold, K.terracotta],
          [K.cream, K.lapis],
          ['#f08a5d', K.cream],
        ];
  const n = t.v === 'day' ? 14 : 8;
  for (let i = 0; i < n; i++) {
    const [a, b] = fc[i % fc.length];
    d.add(fishUse(d, d.r(40, 760), d.r(top + 60, 440), d.r(0.7, 1.5), a, b, i % 2 === 0));
  }
  if (t.v !== 'dawn')
    d.add(
      turtle(
        t.v === 'dusk' ? 420 : 560,
        t.v === 'dusk' ? 260 : 170,
        t.v === 'dusk' ? 3.2 : 1.6,
        t.v === 'dusk' ? '#5a5a6a' : '#8a6e3f',
        t.v === 'dusk' ? '#8c8aa0' : '#c9a46a',
      ),
    );
  d.add(bubbles(d, 150, 300, 6, K.cream), bubbles(d, 700, 260, 5, K.cream));
};

export const desertSafari: Scene = (d, t) => {
  if (t.v === 'dawn') {
    sky(d, t, 420, { sx: 600, sy: 380, sr: 60 });
    d.add(dune(-100, 460, 200, 380, 600, 600, t.mid, t.shade), dune(300, 470, 560, 420, 900, 600, t.sand, t.sandDark));
    for (let i = 0; i < 4; i++) d.add(camel(330 + i * 62, 425 + i * 4, 0.6, t.near, false, i < 3));
    d.add(dune(-60, 600, 120, 520, 500, 600, t.sand, t.sandDark), ripples(d, 540, 600, t.shade, 5));
  } else if (t.v === 'day') {
    sky(d, t, 400, { sx: 120, sy: 90, clouds: 2 });
    d.add(dune(-100, 420, 200, 340, 560, 600, t.mid, t.near), dune(300, 430, 600, 330, 900, 600, t.sand, t.sandDark));
    d.add(
      dune(-80, 600, 360, 440, 900, 600, t.sand, t.sandDark),
      line('M90 600Q200 530 330 510M140 600Q240 540 350 516', t.sandDark, 4, op(0.6)),
    );
    for (let i = 0; i < 6; i++) d.add(circle(560 + i * 40, 520 - i * 10, 30 + i * 8, K.cream, op(0.25)));
    d.add(jeep(300, 540, 1.6, K.cream, K.lapis), ripples(d, 540, 600, t.shade, 5));
  } else {
    sky(d, t, 440, { sx: 620, sy: 110, sr: 32, moon: true, stars: 50 });
    d.add(
      dune(-100, 460, 200, 400, 600, 600, t.mid, t.near),
      dune(360, 470, 620, 410, 900, 600, t.mid, t.near),
      rect(0, 500, 800, 100, t.near),
    );
    d.add(
      tent(380, 520, 220, t.shade, t.mid, K.lamp),
      circle(
        300,
        520,
        70,
        d.rad([
          [0, K.lamp, 0.6],
          [1, K.lamp, 0],
        ]),
      ),
    );
    d.add(
      path('M288 520Q292 500 300 490Q310 500 312 520Z', K.lamp),
      path('M294 520Q298 508 300 500Q304 508 306 520Z', '#fff1cf'),
    );
    d.add(camel(80, 530, 1.1, K.night), camel(640, 540, 0.9, K.night, true));
  }
};

const chalk = (x: number, by: number, w: number, h: number, c: string, sh: string): string =>
  path(
    `M${f(x + w * 0.35)} ${f(by)}Q${f(x + w * 0.3)} ${f(by - h * 0.4)} ${f(x + w * 0.1)} ${f(by - h * 0.6)}Q${f(x - w * 0.1)} ${f(by - h)} ${f(x + w * 0.45)} ${f(by - h)}Q${f(x + w * 1.1)} ${f(by - h)} ${f(x + w * 0.9)} ${f(by - h * 0.6)}Q${f(x + w * 0.7)} ${f(by - h * 0.4)} ${f(x + w * 0.65)} ${f(by)}Z`,
    c,
  ) +
  path(
    `M${f(x + w * 0.55)} ${f(by)}Q${f(x + w * 0.6)} ${f(by - h * 0.45)} ${f(x + w * 0.8)} ${f(by - h * 0.58)}Q${f(x + w * 1.05)} ${f(by - h * 0.8)} ${f(x + w * 0.85)} ${f(by - h * 0.95)}Q${f(x + w * 1.1)} ${f(by - h * 0.7)} ${f(x + w * 0.9)} ${f(by - h * 0.55)}Q${f(x + w * 0.7)} ${f(by - h * 0.4)} ${f(x + w * 0.65)} ${f(by)}Z`,
    sh,
  );

export const whiteDesert: Scene = (d, t) => {
  const [c, sh, gr] = {
    dawn: ['#f7e1d3', '#c9a0a6', '#ead2c2'],
    day: ['#fbf8f1', '#d3cbbf', '#efe6d3'],
    dusk: ['#e2b7a6', '#8c6478', '#a77c7c'],
  }[t.v];
  if (t.v === 'day') {
    sky(d, t, 420, { sx: 660, sy: 90, clouds: 2 });
    d.add(peaks(d, 420, 10, 40, 6, t.far), rect(0, 420, 800, 180, gr), ripples(d, 440, 600, t.sandDark, 8));
    d.add(chalk(120, 520, 320, 340, c, sh), chalk(470, 470, 120, 110, c, sh), chalk(620, 450, 70, 60, c, sh));
    d.add(ellipse(280, 524, 150, 12, sh, op(0.6)));
  } else {
    const dusk = t.v === 'dusk';
    sky(d, t, 430, dusk ? { sx: 640, sy: 110, sr: 30, moon: true, stars: 60 } : { sx: 420, sy: 400, sr: 50 });
    d.add(rect(0, 430, 800, 170, gr), ripples(d, 440, 600, sh, 8));
    for (let i = 0; i < 9; i++) {
      const s = 0.4 + (i % 3) * 0.3,
        x = d.r(-30, 760),
        by = 440 + s * 90;
      d.add(chalk(x, by, 90 * s, 120 * s, c, sh));
    }
    if (dusk)
      d.add(
        tent(560, 580, 160, K.cream, sh, K.lamp),
        circle(
          520,
          570,
          50,
          d.rad([
            [0, K.lamp, 0.5],
            [1, K.lamp, 0],
          ]),
        ),
      );
    else d.add(chalk(40, 600, 260, 240, c, sh));
  }
};

export const siwaOasis: Scene = (d, t) => {
  if (t.v === 'day') {
    sky(d, t, 420, { sx: 120, sy: 90, clouds: 3 });
    d.add(peaks(d, 420, 20, 60, 5, t.far), mudTown(d, 200, 470, 460, 320, '#c9a27a', '#a67c58', '#5a3d2e'));
    d.add(rect(0, 460, 800, 140, '#2f6a4e'));
    for (let i = 0; i < 12; i++)
      d.add(palmUse(d, d.r(-20, 820), 600 - d.r(0, 60), d.r(120, 190), i % 2 ? K.teal : '#24584a', i % 2 === 0));
  } else {
    const dusk = t.v === 'dusk';
    const { sx } = sky(d, t, 380, dusk ? { sx: 420, sy: 330, sr: 60 } : { sx: 250, sy: 340 });
    const shore = mudTown(d, 520, 382, 200, 120, t.mid, t.shade, t.near) + peaks(d, 382, 10, 50, 4, t.far, op(0.6));
    d.add(
      water(d, t, 382, sx),
      d.twin('sh', () => shore, 382, 0.25),
    );
    d.add(
      path('M0 470Q200 450 420 480L420 490Q200 470 0 490Z', K.cream, op(0.6)),
      path('M420 540Q600 520 800 530L800 545Q600 535 420 552Z', K.cream, op(0.5)),
    );
    for (let i = 0; i < 6; i++)
      d.add(
        palmUse(d, i < 3 ? 20 + i * 70 : 600 + i * 40, 600, 150 + (i % 3) * 60, dusk ? K.night : t.near, i % 2 > 0),
      );
  }
};

export const mountSinai: Scene = (d, t) => {
  const g3 = t.v === 'day' ? ['#d9a58a', '#b8694e', '#8a4536'] : [t.far, t.mid, t.near];
  if (t.v === 'day') {
    sky(d, t, 380, { sx: 640, sy: 90, clouds: 2 });
    d.add(peaks(d, 380, 120, 250, 4, g3[0]), peaks(d, 450, 60, 160, 5, g3[1]), rect(0, 470, 800, 130, t.sand));
    d.add(monastery(180, 520, 1.1, '#d8b98a', '#a8845a', K.teal), ripples(d, 530, 600, t.sandDark, 5));
  } else {
    const dusk = t.v === 'dusk';
    sky(d, t, 420, dusk ? { sx: 160, sy: 110, sr: 30, moon: true, stars: 60 } : { sx: 400, sy: 330, sr: 55 });
    d.add(
      peaks(d, 420, 80, 200, 5, g3[0]),
      path('M250 600L400 210L560 600Z', g3[1]),
      rect(386, 196, 28, 20, K.cream),
      path('M383 198L400 186L417 198Z', K.terracotta),
    );
    d.add(peaks(d, 560, 40, 140, 4, g3[2]));
    if (dusk) d.add(monastery(470, 600, 0.5, t.mid, t.near, K.night), rect(0, 590, 800, 10, K.night));
    else for (let i = 0; i < 6; i++) d.add(circle(370 + i * 9, 250 + i * 16, 2.5, t.near));
  }
};
