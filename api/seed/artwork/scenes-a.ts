// Scenes 1-7: pyramids, sphinx, karnak, valley-of-kings, hot-air-balloon, felucca, abu-simbel.
import { Doc, path, rect, line, poly, f, op, circle } from './svg.js';
import { K, type Tone } from './palettes.js';
import { sky } from './shapes/sky.js';
import { ridge, dune, water, palm, palmUse, camel, peaks, ripples } from './shapes/land.js';
import { pyramid, sphinx, obelisk, column, pylon, headFront, colossus } from './shapes/monuments.js';
import { balloon, felucca } from './shapes/craft.js';

export type Scene = (d: Doc, t: Tone) => void;

const giza = (d: Doc, t: Tone, by: number, s: number, x: number, lit: string, shade: string) => {
  d.add(pyramid(x, by, 150 * s, 100 * s, lit, shade), pyramid(x + 160 * s, by, 290 * s, 205 * s, lit, shade));
  d.add(
    poly(
      [
        [x + 160 * s + 290 * s * 0.48, by - 175 * s],
        [x + 160 * s + 290 * s * 0.56, by - 205 * s],
        [x + 160 * s + 290 * s * 0.63, by - 175 * s],
      ],
      t.sand,
      op(0.7),
    ),
  );
  d.add(pyramid(x + 420 * s, by, 270 * s, 190 * s, lit, shade));
  for (let i = 0; i < 3; i++) d.add(pyramid(x - 40 * s + i * 40 * s, by + 12 * s, 36 * s, 22 * s, lit, shade));
};

export const pyramids: Scene = (d, t) => {
  if (t.v === 'dawn') {
    sky(d, t, 410, { sx: 150, sy: 360, birds: 4 });
    d.add(ridge(d, 410, 3, 6, t.far));
    giza(d, t, 420, 1, 110, t.lit, t.shade);
    d.add(dune(-80, 500, 180, 450, 560, 600, t.sand, t.sandDark), dune(380, 560, 640, 470, 900, 600, t.mid, t.shade));
    d.add(
      camel(520, 485, 0.45, t.near, false, true),
      camel(575, 482, 0.42, t.near),
      camel(625, 480, 0.4, t.near, false, true),
    );
  } else if (t.v === 'day') {
    sky(d, t, 470, { sx: 640, sy: 110, clouds: 3 });
    d.add(pyramid(-160, 480, 420, 300, t.far, t.mid), ridge(d, 470, 2, 4, t.mid));
    d.add(pyramid(200, 500, 720, 460, t.lit, t.shade, 22, t.ink));
    d.add(ridge(d, 520, 8, 5, t.sand), ripples(d, 540, 600, t.sandDark), camel(60, 585, 1.3, t.near, false, true));
  } else {
    sky(d, t, 430, { sx: 400, sy: 330, sr: 80, birds: 3 });
    giza(d, t, 440, 0.95, 130, t.far, t.mid);
    d.add(ridge(d, 450, 4, 5, t.mid), dune(-60, 600, 260, 520, 900, 600, t.near, K.night));
    for (let i = 0; i < 4; i++) d.add(camel(300 + i * 70, 528 - i * 3, 0.5, t.near, false, i % 2 === 0));
  }
};

export const sphinxScene: Scene = (d, t) => {
  const face = { nemes: t.lit, stripe: t.shade, face: t.sand, ink: t.near };
  if (t.v === 'dawn') {
    sky(d, t, 420, { sx: 640, sy: 360 });
    d.add(pyramid(330, 440, 430, 300, t.far, t.shade), ridge(d, 440, 3, 5, t.mid));
    d.add(sphinx(60, 500, 2.4, t.lit, t.shade));
    d.add(rect(0, 500, 800, 100, t.sandDark), ripples(d, 520, 590, t.sand), rect(0, 500, 800, 6, t.shade, op(0.5)));
  } else if (t.v === 'day') {
    sky(d, t, 520, { sx: 120, sy: 100, clouds: 2 });
    d.add(pyramid(480, 520, 420, 300, t.far, t.mid, 10, t.ink));
    d.add(rect(200, 430, 400, 200, t.shade), headFront(230, 40, 3.4, face));
    d.add(ridge(d, 560, 6, 4, t.sand), ripples(d, 570, 600, t.sandDark, 4));
  } else {
    sky(d, t, 440, { sx: 250, sy: 360, sr: 70, birds: 3 });
    d.add(pyramid(300, 450, 300, 210, t.far, t.mid), pyramid(560, 450, 240, 170, t.far, t.mid));
    d.add(ridge(d, 450, 3, 4, t.mid), sphinx(330, 530, 1.9, t.near, K.night, true));
    d.add(rect(0, 528, 800, 80, t.near), palm(60, 560, 220, K.night, 12), palm(130, 570, 170, K.night, -10));
  }
};

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
