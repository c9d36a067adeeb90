// The deserts and oases: a safari, the White Desert and Siwa.
import { path, rect, line, f, op, circle, ellipse } from '../svg.js';
import { K } from '../palettes.js';
import { sky } from '../shapes/sky.js';
import { dune, water, palmUse, camel, peaks, ripples } from '../shapes/land.js';
import { jeep, tent } from '../shapes/craft.js';
import { mudTown } from '../shapes/buildings.js';
import type { Scene } from './scene.js';

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
