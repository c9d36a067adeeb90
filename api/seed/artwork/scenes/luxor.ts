// Luxor: Karnak, the Valley of the Kings and the balloons at dawn.
import { path, rect, line, poly, op, circle } from '../svg.js';
import { K } from '../palettes.js';
import { sky } from '../shapes/sky.js';
import { ridge, water, palm, palmUse, peaks, ripples } from '../shapes/land.js';
import { sphinx, obelisk, column, pylon } from '../shapes/monuments.js';
import { balloon } from '../shapes/craft.js';
import type { Scene } from './scene.js';

export const karnak: Scene = (d, t) => {
  if (t.v === 'dawn') {
    sky(d, t, 520, { sx: 400, sy: 330, clouds: 1 });
    for (let x = 40; x < 800; x += 120) d.add(column(x, 520, 62, 330, t.mid, t.shade, false));
    d.add(rect(0, 160, 800, 34, t.shade));
    for (let i = 0; i < 3; i++)
      d.add(
        poly(
          [
            [330 + i * 60, 0],
            [380 + i * 60, 0],
            [280 + i * 130, 600],
            [200 + i * 130, 600],
          ],
          t.glow,
          op(0.14),
        ),
      );
    for (const x of [110, 400, 690]) d.add(column(x, 600, 150, 600, t.lit, t.shade));
    d.add(rect(0, 0, 800, 28, t.shade), rect(0, 560, 800, 40, t.sandDark, op(0.7)));
  } else if (t.v === 'day') {
    sky(d, t, 440, { sx: 150, sy: 90, clouds: 3 });
    d.add(pylon(160, 450, 480, 230, t.lit, t.shade, t.near), ridge(d, 450, 2, 3, t.sand));
    d.add(
      obelisk(640, 455, 34, 290, t.lit, t.shade, K.gold),
      palm(60, 470, 200, K.teal, 10),
      palm(740, 470, 150, K.teal, -8),
    );
    for (let i = 0; i < 4; i++) {
      const s = 0.32 + i * 0.16,
        y = 480 + i * 34;
      d.add(sphinx(330 - i * 90 - 200 * s, y, s, t.lit, t.shade), sphinx(470 + i * 90, y, s, t.lit, t.shade, true));
    }
    d.add(line('M400 450L300 600M400 450L500 600', t.sandDark, 2, op(0.4)));
  } else {
    sky(d, t, 470, { sx: 420, sy: 380, sr: 70, birds: 3 });
    d.add(obelisk(300, 470, 40, 330, t.mid, t.near, t.sun), obelisk(520, 470, 32, 260, t.mid, t.near, t.sun));
    for (const x of [620, 700, 780]) d.add(column(x, 470, 60, 230, t.mid, t.near, false));
    d.add(rect(600, 230, 200, 20, t.near), rect(0, 460, 800, 12, t.near));
    const wy = 472;
    d.add(water(d, t, wy, 420));
    d.add(column(80, 600, 140, 560, t.near, K.night), rect(0, 570, 800, 30, K.night));
  }
};

export const valleyOfKings: Scene = (d, t) => {
  const qurn = (c: string) => path('M150 420L330 120L380 160L420 130L650 420Z', c);
  if (t.v === 'dawn') {
    sky(d, t, 420, { sx: 640, sy: 330, birds: 3 });
    d.add(qurn(t.far), peaks(d, 420, 40, 120, 5, t.mid), peaks(d, 480, 30, 80, 4, t.shade));
    d.add(
      line('M0 480h800M0 520h800', t.lit, 3, op(0.15)),
      ridge(d, 530, 6, 4, t.sand),
      ripples(d, 540, 600, t.sandDark),
    );
    d.add(
      path('M380 600Q400 560 430 540Q470 520 460 505', 'none', `stroke="${t.lit}" stroke-width="10" opacity="0.6"`),
    );
    d.add(rect(250, 470, 16, 22, t.near), rect(520, 462, 14, 20, t.near));
  } else if (t.v === 'day') {
    sky(d, t, 200, { sx: 680, sy: 60, sr: 28 });
    d.add(peaks(d, 210, 60, 120, 4, t.far), path('M0 160L800 120L800 600L0 600Z', t.lit));
    let st = '';
    for (let y = 170; y < 600; y += 36) st += `M0 ${y + 20}L800 ${y - 10}`;
    d.add(line(st, t.shade, 6, op(0.25)), path('M0 120L200 140L300 110L520 130L800 90L800 160L0 180Z', t.mid));
    d.add(
      rect(280, 300, 240, 230, t.shade),
      rect(
        300,
        320,
        200,
        210,
        d.lin([
          [0, '#2b1d2a'],
          [1, '#5a3b33'],
        ]),
      ),
    );
    for (let i = 0; i < 5; i++) d.add(rect(290 - i * 10, 530 + i * 14, 220 + i * 20, 14, i % 2 ? t.sand : t.sandDark));
    d.add(
      line('M250 600L280 530V470M550 600L520 530V470', t.ink, 4),
      rect(600, 450, 70, 50, t.near),
      line('M620 500v50M650 500v50', t.near, 4),
    );
  } else {
    sky(d, t, 430, { sx: 180, sy: 120, sr: 30, moon: true, stars: 50 });
    d.add(qurn(t.far), peaks(d, 450, 40, 110, 5, t.mid), peaks(d, 520, 20, 70, 4, t.near));
    d.add(
      circle(
        410,
        500,
        60,
        d.rad([
          [0, K.lamp, 0.7],
          [1, K.lamp, 0],
        ]),
      ),
      rect(390, 480, 40, 44, K.lamp),
    );
    d.add(path('M360 600Q380 560 410 524', 'none', `stroke="${t.lit}" stroke-width="8" opacity="0.35"`));
  }
};

const BALLOONS: [string, string][] = [
  [K.terracotta, K.gold],
  [K.lapis, K.cream],
  [K.gold, K.terracotta],
  [K.teal, K.sand],
  [K.cream, K.terracotta],
  [K.terracotta, K.lapis],
];

export const hotAirBalloon: Scene = (d, t) => {
  const fields = (y: number) => {
    d.add(peaks(d, y, 30, 70, 6, t.far), rect(0, y, 800, 600 - y, t.v === 'dusk' ? t.near : '#3f7a5c'));
    for (let i = 0; i < 6; i++)
      d.add(rect(d.r(0, 700), y + d.r(8, 60), d.r(80, 200), d.r(8, 18), t.v === 'dusk' ? t.mid : '#6d9b5f', op(0.7)));
  };
  if (t.v === 'dawn') {
    sky(d, t, 430, { sx: 560, sy: 400, sr: 50, clouds: 2 });
    fields(430);
    d.add(water(d, t, 500, 560, 540));
    for (let x = 0; x < 800; x += 60) d.add(palmUse(d, x + d.r(0, 30), 560, d.r(50, 80), t.near, x % 120 > 0));
    d.add(rect(0, 560, 800, 40, t.near));
    const B = [
      [150, 180, 60],
      [330, 110, 38],
      [470, 230, 50],
      [640, 140, 44],
      [720, 300, 26],
      [250, 320, 24],
      [560, 60, 20],
    ];
    B.forEach(([x, y, r], i) => d.add(balloon(x, y, r, BALLOONS[i % 6][0], BALLOONS[i % 6][1], t.near)));
  } else if (t.v === 'day') {
    sky(d, t, 470, { sx: 120, sy: 90, clouds: 4 });
    fields(470);
    d.add(water(d, t, 530, 120, 560), rect(0, 560, 800, 40, '#2f6a4e'));
    [
      [120, 260, 30],
      [300, 330, 22],
      [90, 420, 14],
      [400, 180, 16],
    ].forEach(([x, y, r], i) => d.add(balloon(x, y, r, BALLOONS[i + 2][0], BALLOONS[i + 2][1], t.near)));
    d.add(balloon(560, 200, 150, K.terracotta, K.gold, '#6b4a2e'));
  } else {
    sky(d, t, 470, { sx: 400, sy: 420, sr: 70 });
    fields(470);
    d.add(water(d, t, 510, 400, 560));
    [
      [180, 200, 56],
      [420, 130, 40],
      [620, 240, 62],
      [300, 330, 30],
      [710, 90, 24],
    ].forEach(([x, y, r]) => d.add(balloon(x, y, r, t.far, t.mid, t.near)));
    for (let x = 0; x < 800; x += 50) d.add(palmUse(d, x + d.r(0, 20), 580, d.r(60, 110), K.night, x % 100 > 0));
    d.add(rect(0, 575, 800, 30, K.night));
  }
};
