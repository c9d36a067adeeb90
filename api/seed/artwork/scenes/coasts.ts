// The coasts: the Red Sea reef, Mount Sinai, the Blue Hole at Dahab and Alexandria's Qaitbay citadel.
import { Doc, path, rect, line, op, circle, ellipse } from '../svg.js';
import { K } from '../palettes.js';
import { sky } from '../shapes/sky.js';
import { ridge, water, peaks, ripples } from '../shapes/land.js';
import { monastery, fort } from '../shapes/buildings.js';
import { fishUse, coral, seaFan, brainCoral, turtle, rays, bubbles } from '../shapes/sea.js';
import type { Scene } from './scene.js';

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

const foam = (d: Doc, x0: number, x1: number, y: number, c: string): string => {
  let s = '';
  for (let x = x0; x < x1; x += d.r(20, 40)) s += ellipse(x, y + d.r(-4, 4), d.r(14, 26), d.r(4, 8), c, op(0.7));
  return s;
};

export const dahabBlueHole: Scene = (d, t) => {
  if (t.v === 'day') {
    d.add(
      rect(0, 0, 800, 600, '#1f3a5f'),
      path('M0 0H520Q470 200 560 320Q640 460 560 600H0Z', '#3fb6b0'),
      path('M0 0H300Q260 300 330 600H0Z', '#8fd6c8'),
    );
    d.add(
      path('M0 0H170Q140 300 200 600H0Z', t.sand),
      path('M0 0H90Q70 300 110 600H0Z', '#b8694e'),
      path('M0 0H40Q30 300 50 600H0Z', '#8a4536'),
    );
    for (const [r, c] of [
      [120, '#7fd3cf'],
      [104, '#2a9a95'],
      [84, '#1d5d72'],
      [60, '#1f3a5f'],
      [36, '#14213d'],
    ] as [number, string][])
      d.add(circle(400, 280, r, c));
    d.add(
      circle(400, 280, 120, 'none', `stroke="${K.white}" stroke-width="3" opacity="0.5"`),
      foam(d, 520, 800, 150, K.white),
      foam(d, 480, 800, 420, K.white),
    );
    d.add(
      ellipse(560, 250, 10, 4, K.terracotta),
      ellipse(300, 420, 22, 9, K.white),
      path('M278 420l44 0l-6 6l-32 0Z', K.lapis),
    );
  } else {
    const dusk = t.v === 'dusk';
    const { sx } = sky(d, t, 340, dusk ? { sx: 560, sy: 300, sr: 50 } : { sx: 620, sy: 300 });
    d.add(peaks(d, 340, 20, 60, 6, t.far, op(0.7)), water(d, t, 340, sx));
    d.add(
      path('M0 600V380L130 180L220 300L300 200L420 420Q300 480 260 600Z', dusk ? t.near : t.mid),
      path('M420 420Q300 480 260 600H800V560Q600 470 420 420Z', dusk ? t.shade : '#8fd6c8', op(0.9)),
    );
    d.add(
      ellipse(520, 510, 140, 36, dusk ? '#2a3a66' : '#2a9a95'),
      ellipse(520, 512, 110, 26, K.lapis),
      ellipse(520, 514, 70, 15, K.night),
    );
    if (dusk) for (let i = 0; i < 6; i++) d.add(circle(300 + i * 24, 560 - i * 8, 3, K.lamp));
  }
};

export const qaitbay: Scene = (d, t) => {
  if (t.v === 'day') {
    const { sx } = sky(d, t, 420, { sx: 680, sy: 90, clouds: 3, birds: 3 });
    d.add(water(d, t, 420, sx), fort(90, 470, 1.55, K.sand, '#c9ab7a', '#5a4634'), rect(0, 466, 800, 30, '#8a7a66'));
    d.add(foam(d, 0, 800, 490, K.white), foam(d, 0, 800, 540, K.white));
  } else {
    const dusk = t.v === 'dusk';
    const { sx } = sky(d, t, 380, dusk ? { sx: 200, sy: 330, sr: 60, birds: 4 } : { sx: 620, sy: 330, birds: 4 });
    const body =
      fort(dusk ? 380 : 220, 400, dusk ? 0.85 : 0.95, dusk ? t.mid : t.lit, dusk ? t.near : t.shade, t.near) +
      path('M150 400Q400 380 700 400L720 412L130 412Z', t.shade);
    d.add(
      water(d, t, 380, sx),
      d.twin('ft', () => body, 406, 0.25),
      foam(d, 140, 700, 410, t.cloud),
    );
    if (dusk)
      for (let i = 0; i < 3; i++)
        d.add(
          path(`M${80 + i * 110} ${520 - i * 20}l60 0l-8 10l-44 0Z`, K.night),
          line(`M${110 + i * 110} ${520 - i * 20}v-30`, K.night, 2),
        );
    else d.add(ellipse(60, 600, 200, 60, t.near), ellipse(760, 610, 160, 50, t.near));
  }
};
