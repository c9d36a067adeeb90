// Giza: the pyramids and the Sphinx.
import { Doc, rect, poly, op } from '../svg.js';
import { K, type Tone } from '../palettes.js';
import { sky } from '../shapes/sky.js';
import { ridge, dune, palm, camel, ripples } from '../shapes/land.js';
import { pyramid, sphinx, headFront } from '../shapes/monuments.js';
import type { Scene } from './scene.js';

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
