// Cairo: Islamic Cairo, Khan el-Khalili, a Nile dinner cruise and the Egyptian Museum.
import { path, rect, line, poly, f, op, circle, ellipse } from '../svg.js';
import { K } from '../palettes.js';
import { sky } from '../shapes/sky.js';
import { ridge, water, palmUse, peaks } from '../shapes/land.js';
import { headFront } from '../shapes/monuments.js';
import { felucca, cruise, lantern } from '../shapes/craft.js';
import { dome, minaret, museum, cityBlocks } from '../shapes/buildings.js';
import type { Scene } from './scene.js';

/** Muhammad Ali mosque on the Citadel: big dome, semi-domes, two pencil minarets. */
const citadelMosque = (x: number, by: number, s: number, c: string, sh: string): string =>
  minaret(x - 120 * s, by, 300 * s, 16 * s, c, sh, true) +
  minaret(x + 120 * s, by, 300 * s, 16 * s, c, sh, true) +
  dome(x - 70 * s, by - 60 * s, 40 * s, c, sh) +
  dome(x + 70 * s, by - 60 * s, 40 * s, c, sh) +
  dome(x, by - 80 * s, 70 * s, c, sh) +
  rect(x - 110 * s, by - 80 * s, 220 * s, 80 * s, c);

export const islamicCairo: Scene = (d, t) => {
  if (t.v === 'day') {
    sky(d, t, 600, { sx: 110, sy: 90, clouds: 2 });
    d.add(
      minaret(140, 600, 520, 60, K.sand, '#c9ab7a'),
      minaret(660, 600, 470, 56, K.sand, '#c9ab7a'),
      dome(400, 380, 170, '#e2c99a', '#c2a06c'),
    );
    d.add(rect(220, 380, 360, 220, K.sand));
    let ab = '';
    for (let y = 392; y < 600; y += 24) ab += `M220 ${y}h360v12h-360Z`;
    d.add(
      path(ab, K.terracotta, op(0.8)),
      path('M340 600V480Q340 430 400 410Q460 430 460 480V600Z', K.lapis),
      path('M360 600V486Q360 448 400 432Q440 448 440 486V600Z', K.teal),
    );
    d.add(circle(400, 470, 22, K.gold, op(0.8)), path('M400 450l6 14l14 6l-14 6l-6 14l-6 -14l-14 -6l14 -6Z', K.cream));
  } else {
    const dusk = t.v === 'dusk';
    sky(d, t, 430, dusk ? { sx: 640, sy: 110, sr: 32, moon: true } : { sx: 150, sy: 380 });
    const far = dusk ? t.mid : t.far,
      sh = dusk ? t.near : t.mid;
    d.add(
      peaks(d, 430, 10, 30, 5, t.far, op(0.5)),
      ridge(d, 420, 4, 3, far, 520, 800),
      citadelMosque(660, 360, 0.9, far, sh),
    );
    for (const [x, h, w] of [
      [60, 260, 18],
      [200, 300, 20],
      [330, 220, 16],
      [470, 280, 20],
    ])
      d.add(minaret(x, 470, h, w, far, sh));
    for (const [x, r] of [
      [120, 60],
      [270, 80],
      [410, 56],
      [540, 44],
    ])
      d.add(dome(x, 470, r, far, sh));
    d.add(
      cityBlocks(d, 600, dusk ? K.night : t.near, dusk ? K.lamp : undefined, 14),
      rect(0, 470, 800, 40, dusk ? t.near : t.shade),
    );
  }
};

const GLASS = [K.gold, K.terracotta, K.teal, '#4e86b8', K.lamp];

const arch = (l: number, r: number, sy: number, by: number): string => {
  const w = r - l,
    m = (l + r) / 2;
  return `M${f(l)} ${f(by)}V${f(sy)}Q${f(l)} ${f(sy - w * 0.6)} ${f(m)} ${f(sy - w * 0.75)}Q${f(r)} ${f(sy - w * 0.6)} ${f(r)} ${f(sy)}V${f(by)}Z`;
};

export const khanElKhalili: Scene = (d, t) => {
  const wall = t.v === 'dusk' ? '#5a3a45' : t.v === 'dawn' ? '#c08a6e' : '#d9b98a',
    wall2 = t.v === 'dusk' ? '#3e2a3a' : t.v === 'dawn' ? '#9a6a5e' : '#b99363';
  const glow = t.v !== 'day';
  if (t.v === 'day') {
    d.add(
      rect(
        0,
        0,
        800,
        600,
        d.lin([
          [0, '#3a2a3a'],
          [1, '#6a4a3e'],
        ]),
      ),
    );
    let m = '';
    for (let x = -600; x < 800; x += 40) m += `M${x} 0l600 600M${x + 600} 0l-600 600`;
    d.add(path(m, 'none', `stroke="${K.gold}" stroke-width="2" opacity="0.18"`));
    for (let i = 0; i < 9; i++) {
      const x = 60 + i * 85,
        s = 1.3 + (i % 3) * 0.4,
        y = 60 + ((i * 53) % 150);
      d.add(lantern(x, 0, y, s, K.gold, GLASS[i % 5], true));
    }
    d.add(rect(0, 520, 800, 80, '#4a3230'), rect(0, 512, 800, 10, K.gold, op(0.6)));
  } else {
    sky(d, t, 260, { sx: 400, sy: 180, sr: 24, clouds: 1, stars: 10 });
    d.add(
      minaret(400, 330, 200, 20, wall2, wall2),
      poly(
        [
          [0, 0],
          [330, 200],
          [330, 380],
          [0, 600],
        ],
        wall,
      ),
      poly(
        [
          [800, 0],
          [470, 200],
          [470, 380],
          [800, 600],
        ],
        wall,
      ),
    );
    d.add(
      poly(
        [
          [0, 600],
          [330, 380],
          [470, 380],
          [800, 600],
        ],
        wall2,
      ),
      poly(
        [
          [330, 200],
          [470, 200],
          [470, 380],
          [330, 380],
        ],
        t.v === 'dusk' ? t.mid : t.far,
        op(0.0),
      ),
    );
    for (let i = 0; i < 4; i++) {
      const k = 1 - i * 0.22,
        x = 330 - 300 * k,
        y = 380 + 200 * k;
      d.add(
        path(arch(x + 30 * k, x + 110 * k, y - 170 * k, y - 20 * k), '#2a1f2a', op(0.8)),
        path(arch(800 - x - 110 * k, 800 - x - 30 * k, y - 170 * k, y - 20 * k), '#2a1f2a', op(0.8)),
      );
      d.add(
        path(
          `M${f(x + 20 * k)} ${f(y - 200 * k)}L${f(x + 120 * k)} ${f(y - 200 * k)}L${f(x + 130 * k)} ${f(y - 160 * k)}L${f(x + 10 * k)} ${f(y - 160 * k)}Z`,
          GLASS[i + 1],
          op(0.9),
        ),
      );
    }
    for (let i = 0; i < 7; i++)
      d.add(
        lantern(
          130 + i * 90,
          0,
          60 + (i % 3) * 40 + Math.abs(3 - i) * 20,
          1.1 - Math.abs(3 - i) * 0.08,
          K.gold,
          GLASS[i % 5],
          glow,
        ),
      );
    if (t.v === 'dusk')
      d.add(
        path(`M0 0H800V600H0Z${arch(130, 670, 300, 600)}`, '#2a1c2c', 'fill-rule="evenodd"'),
        path(`${arch(130, 670, 300, 600)}${arch(150, 650, 300, 600)}`, K.gold, 'fill-rule="evenodd" opacity="0.7"'),
      );
  }
};

/** Cairo Tower: slender lattice shaft with a lotus crown. */
const cairoTower = (x: number, by: number, h: number, c: string, lit?: string): string =>
  path(`M${f(x - 9)} ${f(by)}L${f(x - 6)} ${f(by - h * 0.8)}L${f(x + 6)} ${f(by - h * 0.8)}L${f(x + 9)} ${f(by)}Z`, c) +
  path(
    `M${f(x - 7)} ${f(by - h * 0.8)}Q${f(x - 20)} ${f(by - h * 0.9)} ${f(x - 12)} ${f(by - h * 0.96)}L${f(x + 12)} ${f(by - h * 0.96)}Q${f(x + 20)} ${f(by - h * 0.9)} ${f(x + 7)} ${f(by - h * 0.8)}Z`,
    c,
  ) +
  line(`M${f(x)} ${f(by - h * 0.96)}V${f(by - h)}`, c, 2) +
  (lit ? rect(x - 12, by - h * 0.9, 24, 5, lit) : '');

export const nileDinnerCruise: Scene = (d, t) => {
  const night = t.v === 'dusk';
  const { sx } = sky(
    d,
    t,
    400,
    night
      ? { sx: 640, sy: 100, sr: 34, moon: true, stars: 40 }
      : t.v === 'dawn'
        ? { sx: 200, sy: 380, sr: 40 }
        : { sx: 120, sy: 90, clouds: 3 },
  );
  const bank =
    cairoTower(620, 400, 260, night ? K.night : t.near, night ? K.lamp : undefined) +
    cityBlocks(d, 400, night ? K.night : t.near, t.v === 'day' ? undefined : K.lamp, 24);
  d.add(
    water(d, t, 400, night ? 640 : sx),
    d.twin('bk', () => bank, 400),
  );
  if (t.v !== 'day') {
    let st = '';
    for (let i = 0; i < 16; i++) st += `M${f(d.r(0, 800))} ${f(d.r(410, 470))}v${f(d.r(10, 40))}`;
    d.add(line(st, K.lamp, 3, op(0.4)));
  }
  d.add(
    cruise(
      night ? 150 : 120,
      540,
      night ? 1.2 : 1.4,
      night ? '#2a3550' : K.white,
      night ? '#3a4a6a' : K.cream,
      t.v === 'day' ? K.lapis : K.lamp,
      t.v !== 'day',
    ),
  );
  if (t.v !== 'day') d.add(rect(190, 548, 480, 30, K.lamp, op(0.15)));
  if (t.v === 'day') d.add(felucca(640, 560, 0.4, K.lapis, K.white, '#d8d2c4', true));
};

export const egyptianMuseum: Scene = (d, t) => {
  if (t.v === 'day') {
    d.add(
      rect(
        0,
        0,
        800,
        600,
        d.rad(
          [
            [0, '#2d5282'],
            [1, K.night],
          ],
          0.5,
          0.4,
          0.7,
        ),
      ),
    );
    for (let i = 0; i < 12; i++) {
      const a = (i * Math.PI) / 6;
      d.add(
        poly(
          [
            [400, 270],
            [400 + Math.cos(a) * 500, 270 + Math.sin(a) * 500],
            [400 + Math.cos(a + 0.2) * 500, 270 + Math.sin(a + 0.2) * 500],
          ],
          K.gold,
          op(0.06),
        ),
      );
    }
    d.add(
      rect(200, 520, 400, 80, '#0f1a33'),
      headFront(250, 40, 3, { nemes: K.gold, stripe: K.lapis, face: '#e0b055', ink: K.night, collar: true }),
    );
  } else {
    const dusk = t.v === 'dusk';
    sky(d, t, 470, dusk ? { sx: 150, sy: 110, sr: 30, moon: true } : { sx: 120, sy: 380, birds: 3 });
    d.add(
      museum(
        100,
        480,
        1,
        dusk ? '#a8646a' : '#d9968a',
        dusk ? '#7a4552' : '#b5736e',
        '#3a2430',
        dusk ? K.lamp : '#6a4450',
      ),
    );
    d.add(rect(0, 476, 800, 124, dusk ? t.near : t.sand), ellipse(400, 540, 220, 30, dusk ? '#1f3a5f' : K.teal));
    for (let i = 0; i < 9; i++)
      d.add(
        line(`M${220 + i * 45} 540q-6 -30 ${i % 2 ? 8 : -8} -50`, '#3f7a5c', 3),
        ellipse(220 + i * 45 + (i % 2 ? 8 : -8), 488, 10, 5, '#3f7a5c'),
      );
    d.add(palmUse(d, 40, 560, 260, dusk ? K.night : K.teal), palmUse(d, 760, 560, 240, dusk ? K.night : K.teal, true));
  }
};
