// Shell artwork: 1600 x 700 hero banners and 1600 x 400 page-header banners.
import { Doc, rect, line, op } from './svg.js';
import { K, TONES } from './palettes.js';
import { sky } from './shapes/sky.js';
import { ridge, dune, water, palmUse, camel, peaks } from './shapes/land.js';
import { pyramid, obelisk, pylon, column } from './shapes/monuments.js';
import { balloon, felucca, lantern } from './shapes/craft.js';

/** Darken the left side so white headline text stays readable. */
const scrim = (d: Doc, o = 0.6): void => {
  d.add(
    rect(
      0,
      0,
      d.w,
      d.h,
      d.lin(
        [
          [0, K.night, o],
          [0.45, K.night, o * 0.55],
          [0.75, K.night, 0],
        ],
        1,
        0,
      ),
    ),
  );
};

export function heroPyramids(d: Doc): void {
  const t = TONES.dusk;
  sky(d, t, 520, { sx: 1180, sy: 430, sr: 90, clouds: 3, birds: 4 });
  d.add(
    ridge(d, 520, 4, 8, t.far),
    pyramid(820, 530, 240, 160, t.lit, t.shade),
    pyramid(1010, 530, 430, 300, t.lit, t.shade),
    pyramid(1360, 530, 380, 270, t.lit, t.shade),
  );
  d.add(dune(-100, 620, 300, 560, 900, 700, t.mid, t.near), dune(700, 640, 1150, 580, 1700, 700, t.sand, t.sandDark));
  for (let i = 0; i < 4; i++) d.add(camel(1000 + i * 80, 604 - i * 4, 0.6, t.near, false, i % 2 === 0));
  scrim(d);
}

export function heroLuxor(d: Doc): void {
  const t = TONES.dawn;
  const { sx } = sky(d, t, 500, { sx: 1080, sy: 470, sr: 70, clouds: 2 });
  d.add(peaks(d, 500, 40, 110, 9, t.far), rect(0, 500, 1600, 200, '#3f7a5c', op(0.85)), water(d, t, 560, sx, 620));
  for (let x = 0; x < 1600; x += 100) d.add(palmUse(d, x + d.r(0, 40), 630, d.r(50, 80), t.near, x % 200 > 0));
  d.add(
    rect(0, 626, 1600, 74, t.near),
    pylon(1180, 690, 300, 140, t.mid, t.shade, K.night),
    obelisk(1140, 690, 24, 200, t.mid, t.shade, K.gold),
  );
  d.add(column(1530, 690, 44, 170, t.mid, t.shade, false));
  const B: [number, number, number, string, string][] = [
    [900, 260, 70, K.terracotta, K.gold],
    [1180, 140, 54, K.lapis, K.cream],
    [1400, 290, 64, K.gold, K.terracotta],
    [1040, 420, 30, K.teal, K.sand],
    [1300, 430, 24, K.cream, K.terracotta],
    [760, 130, 34, K.cream, K.teal],
    [1540, 110, 30, K.terracotta, K.lapis],
    [620, 330, 22, K.gold, K.lapis],
  ];
  for (const [x, y, r, a, b] of B) d.add(balloon(x, y, r, a, b, t.near));
  scrim(d, 0.55);
}

export function heroNile(d: Doc): void {
  const t = TONES.dusk;
  const { sx } = sky(d, t, 440, { sx: 1000, sy: 400, sr: 70, birds: 5 });
  d.add(peaks(d, 440, 20, 60, 10, t.far), ridge(d, 446, 3, 8, t.mid), water(d, t, 450, sx));
  d.add(
    felucca(900, 610, 0.9, t.near, '#f3d9c0', t.shade),
    felucca(1240, 540, 0.55, t.near, '#f3d9c0', t.shade, true),
    felucca(680, 500, 0.3, t.near, '#f3d9c0', t.shade),
  );
  d.add(
    palmUse(d, 1560, 700, 340, K.night, true),
    palmUse(d, 1480, 700, 240, K.night),
    palmUse(d, 1400, 700, 180, K.night, true),
  );
  scrim(d);
}

export function bannerEvents(d: Doc): void {
  d.add(
    rect(
      0,
      0,
      1600,
      400,
      d.lin(
        [
          [0, K.night],
          [1, K.lapis],
        ],
        1,
        0,
      ),
    ),
  );
  let m = '';
  for (let x = -400; x < 1600; x += 48) m += `M${x} 0l400 400M${x + 400} 0l-400 400`;
  d.add(line(m, K.gold, 1.5, op(0.08)));
  const G = [K.gold, K.terracotta, K.teal, K.lamp];
  for (let i = 0; i < 8; i++)
    d.add(lantern(1000 + i * 75, 0, 40 + ((i * 37) % 120), 0.9 + (i % 3) * 0.3, K.gold, G[i % 4], true));
  d.add(rect(0, 380, 1600, 20, K.gold, op(0.5)));
}

export function bannerTours(d: Doc): void {
  const t = TONES.day;
  sky(d, t, 300, { sx: 1380, sy: 90, sr: 36, clouds: 3 });
  d.add(
    pyramid(1100, 310, 200, 130, t.lit, t.shade),
    pyramid(1280, 310, 280, 190, t.lit, t.shade),
    ridge(d, 310, 3, 8, t.far),
  );
  d.add(
    dune(-100, 360, 400, 300, 1000, 400, t.mid, t.sandDark),
    dune(800, 370, 1300, 320, 1800, 400, t.sand, t.sandDark),
  );
  d.add(
    camel(1380, 340, 0.4, t.near, false, true),
    camel(1420, 338, 0.4, t.near),
    rect(
      0,
      0,
      1600,
      400,
      d.lin(
        [
          [0, K.cream, 0.5],
          [0.5, K.cream, 0.2],
          [0.8, K.cream, 0],
        ],
        1,
        0,
      ),
    ),
  );
}
