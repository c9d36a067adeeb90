// Emblems: provider logos (400), neutral partner marks (240 x 120) and the Kemet ankh mark.
import { Doc, path, circle, rect, line, poly, ellipse, op } from './svg.js';
import { K } from './palettes.js';
import { felucca } from './shapes/craft.js';
import { palm } from './shapes/land.js';
import { dome, minaret } from './shapes/buildings.js';
import { fish } from './shapes/sea.js';
import { pyramid } from './shapes/monuments.js';

const badge = (d: Doc, bg: string, ring: string, round: boolean): void => {
  const b = d.lin([
    [0, bg],
    [1, bg, 0.85],
  ]);
  if (round)
    d.add(
      circle(200, 200, 190, bg),
      circle(200, 200, 190, b),
      circle(200, 200, 168, 'none', `stroke="${ring}" stroke-width="4" opacity="0.8"`),
    );
  else
    d.add(
      `<rect x="10" y="10" width="380" height="380" rx="84" fill="${bg}"/>`,
      `<rect x="30" y="30" width="340" height="340" rx="68" fill="none" stroke="${ring}" stroke-width="4" opacity="0.8"/>`,
    );
};
const waves = (y: number, c: string, n = 3): string => {
  let s = '';
  for (let i = 0; i < n; i++) s += `M${120 + i * 12} ${y + i * 22}q20 -12 40 0t40 0t40 0t40 0`;
  return line(s, c, 8);
};

export const PROVIDERS: Record<string, (d: Doc) => void> = {
  'nile-horizon': (d) => {
    badge(d, K.lapis, K.gold, true);
    d.add(
      path('M110 220A90 90 0 0 1 290 220Z', K.gold),
      waves(250, K.cream),
      line('M200 110v-30M140 130l-18 -22M260 130l18 -22', K.gold, 8),
    );
  },
  'pharaohs-trail': (d) => {
    badge(d, K.terracotta, K.cream, false);
    d.add(
      pyramid(100, 270, 200, 160, K.cream, K.sand),
      line('M90 310q60 -20 110 0t120 -10', K.gold, 8, 'stroke-dasharray="2 16"'),
      circle(300, 130, 22, K.gold),
    );
  },
  'red-sea-reef': (d) => {
    badge(d, K.teal, K.cream, true);
    d.add(
      fish(118, 180, 4.2, K.gold, K.cream),
      line('M130 290q18 -10 35 0t35 0t35 0t35 0t35 0', K.cream, 8),
      circle(300, 150, 10, 'none', `stroke="${K.cream}" stroke-width="5"`) +
        circle(318, 118, 6, 'none', `stroke="${K.cream}" stroke-width="4"`),
    );
  },
  'sinai-summit': (d) => {
    badge(d, K.night, K.gold, false);
    d.add(
      poly(
        [
          [70, 300],
          [170, 140],
          [230, 230],
          [270, 180],
          [330, 300],
        ],
        K.cream,
      ),
      poly(
        [
          [170, 140],
          [205, 196],
          [188, 190],
          [170, 206],
          [150, 178],
        ],
        K.gold,
      ),
      circle(282, 108, 14, K.gold),
      rect(70, 300, 260, 10, K.gold),
    );
  },
  'alexandria-heritage': (d) => {
    badge(d, '#2a5a7a', K.sand, true);
    d.add(
      path('M170 320L180 210L220 210L230 320Z', K.cream),
      path('M182 210L188 150L212 150L218 210Z', K.sand),
      rect(176, 140, 48, 12, K.cream),
      path('M188 140L200 96L212 140Z', K.gold),
    );
    d.add(
      line('M236 120l50 -16M236 140l54 4', K.gold, 6, op(0.8)),
      waves(320, K.sand, 1),
      rect(160, 318, 80, 8, K.cream),
    );
  },
  'oasis-dunes': (d) => {
    badge(d, K.gold, K.cream, true);
    d.add(
      `<g ${d.clip(circle(200, 200, 166, '#000'))}>${path('M30 290Q150 220 230 270Q300 230 370 270L370 380L30 380Z', K.cream)}${path('M120 320Q220 260 340 320Z', K.sand)}</g>`,
      palm(200, 270, 170, K.teal, 10),
    );
  },
  'cairo-nights': (d) => {
    badge(d, K.night, K.gold, true);
    d.add(
      dome(200, 300, 60, K.gold, '#a87a2e'),
      minaret(112, 300, 190, 20, K.gold, '#a87a2e'),
      minaret(288, 300, 170, 20, K.gold, '#a87a2e'),
    );
    d.add(path('M240 80A36 36 0 1 0 276 130A28 28 0 1 1 240 80Z', K.cream), rect(90, 300, 220, 10, K.gold));
  },
  'aswan-nubian': (d) => {
    badge(d, K.terracotta, K.sand, false);
    d.add(
      path('M80 280L80 230L200 230L200 280Z', K.cream),
      path('M100 230A40 40 0 0 1 180 230Z', K.sand),
      path('M126 280V252A14 14 0 0 1 154 252V280Z', K.lapis),
    );
    d.add(felucca(200, 292, 0.62, K.lapis, K.cream, K.sand), waves(300, K.sand, 2));
  },
};

const GREY = ['#8a8478', '#a39a88', '#b8ad98'];
export const PARTNERS: ((d: Doc) => void)[] = [0, 1, 2, 3, 4, 5].map((i) => (d: Doc) => {
  const c = GREY[i % 3],
    c2 = GREY[(i + 1) % 3];
  const marks = [
    circle(60, 60, 30, c) +
      poly(
        [
          [44, 72],
          [60, 40],
          [76, 72],
        ],
        K.cream,
      ),
    poly(
      [
        [60, 28],
        [88, 44],
        [88, 76],
        [60, 92],
        [32, 76],
        [32, 44],
      ],
      c,
    ) + circle(60, 60, 12, K.cream),
    path('M60 90Q30 70 36 40Q52 48 60 64Q68 48 84 40Q90 70 60 90Z', c) + path('M60 86Q48 60 60 30Q72 60 60 86Z', c2),
    ellipse(60, 42, 12, 15, 'none', `stroke="${c}" stroke-width="8"`) + rect(38, 56, 44, 8, c) + rect(56, 56, 8, 36, c),
    `<rect x="30" y="30" width="60" height="60" rx="16" fill="${c}"/>` + line('M40 66q10 -10 20 0t20 0', K.cream, 5),
    poly(
      [
        [60, 26],
        [68, 50],
        [94, 50],
        [72, 64],
        [80, 90],
        [60, 74],
        [40, 90],
        [48, 64],
        [26, 50],
        [52, 50],
      ],
      c,
    ),
  ];
  d.add(
    marks[i],
    `<rect x="108" y="${i % 2 ? 46 : 42}" width="${96 - i * 6}" height="14" rx="7" fill="${c}"/>`,
    `<rect x="108" y="66" width="${64 + i * 5}" height="9" rx="4.5" fill="${c2}"/>`,
  );
});

/** Kemet mark: gold ankh with a sun disc on lapis, drawn on a 48 grid. */
export const kemetMark = (): string =>
  `<rect width="48" height="48" rx="11" fill="${K.lapis}"/>` +
  `<rect x="2.5" y="2.5" width="43" height="43" rx="9" fill="none" stroke="${K.gold}" stroke-width="1" opacity="0.45"/>` +
  ellipse(24, 14.5, 5.6, 7, 'none', `stroke="${K.gold}" stroke-width="3.4"`) +
  path('M12 21.5H36V25.5H12Z', K.gold) +
  path('M22 25H26L27.6 41H20.4Z', K.gold) +
  circle(24, 14.5, 1.6, K.sand, op(0.9));
