// Sky: gradient, sun or moon with glow, poster bands, flat clouds, stars, birds.
import { Doc, rect, circle, path, line, f, op } from '../svg.js';
import type { Tone } from '../palettes.js';

export interface SkyOpt {
  sx?: number; // sun x
  sy?: number; // sun y
  sr?: number; // sun radius
  clouds?: number;
  stars?: number;
  moon?: boolean;
  birds?: number;
  bands?: boolean;
}

export function cloud(x: number, y: number, w: number, c: string, o: number): string {
  const h = w * 0.22;
  return (
    `<g fill="${c}"${op(o)}>` +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}"/>` +
    circle(x + w * 0.35, y + h * 0.15, h * 0.8, c) +
    circle(x + w * 0.6, y + h * 0.3, h * 0.6, c) +
    `</g>`
  );
}

export const crescent = (cx: number, cy: number, r: number, c: string): string =>
  path(
    `M${f(cx)} ${f(cy - r)}A${f(r)} ${f(r)} 0 1 0 ${f(cx)} ${f(cy + r)}A${f(r * 0.75)} ${f(r)} 0 1 1 ${f(cx)} ${f(cy - r)}Z`,
    c,
  );

export function birds(d: Doc, n: number, x: number, y: number, c: string): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const bx = x + d.r(-60, 60),
      by = y + d.r(-25, 25),
      k = d.r(5, 9);
    s += `M${f(bx)} ${f(by)}q${f(k)} ${f(-k * 0.8)} ${f(k * 2)} 0q${f(k)} ${f(-k * 0.8)} ${f(k * 2)} 0`;
  }
  return line(s, c, 1.6, 'stroke-opacity="0.7"');
}

export function stars(d: Doc, n: number, maxY: number): string {
  let a = '',
    b = '';
  for (let i = 0; i < n; i++) {
    const p = `M${f(d.r(0, d.w))} ${f(d.r(0, maxY))}h0`;
    if (i % 3) a += p;
    else b += p;
  }
  return line(a, '#fff6dc', 2, op(0.5)) + line(b, '#fff6dc', 3.2, op(0.85));
}

/** Paint sky down to horizon y (hy). Returns the sun centre so scenes can add reflections. */
export function sky(d: Doc, t: Tone, hy: number, o: SkyOpt = {}): { sx: number; sy: number } {
  const { w } = d;
  const def = { dawn: [0.28, hy - 50, 46], day: [0.74, hy * 0.28, 36], dusk: [0.66, hy - 40, 56] }[t.v];
  const sx = o.sx ?? w * def[0],
    sy = o.sy ?? def[1],
    sr = o.sr ?? def[2];
  const k = Math.round((hy / d.h) * 100) / 100;
  d.add(
    rect(
      0,
      0,
      w,
      d.h,
      d.lin([
        [0, t.sky[0]],
        [Math.round(k * 55) / 100, t.sky[1]],
        [k, t.sky[2]],
        [1, t.sky[2]],
      ]),
    ),
  );
  const ns = o.stars ?? (t.v === 'dusk' ? 24 : t.v === 'dawn' ? 8 : 0);
  if (ns) d.add(stars(d, ns, hy * 0.4));
  const gr = sr * (t.v === 'day' ? 4 : 6);
  d.add(
    circle(
      sx,
      sy,
      gr,
      d.rad([
        [0, t.glow, 0.75],
        [0.4, t.glow, 0.25],
        [1, t.glow, 0],
      ]),
    ),
  );
  if (o.moon) d.add(crescent(sx, sy, sr * 0.7, '#fff1cf'));
  else d.add(circle(sx, sy, sr, t.sun));
  if (o.bands ?? (t.v !== 'day' && !o.moon)) {
    for (let i = 0; i < 3; i++) {
      const y = sy + sr * (0.2 + i * 0.32),
        bw = w * (0.5 - i * 0.1);
      d.add(rect(sx - bw / 2, y, bw, 3 + i * 2, t.sky[1], op(0.35)));
    }
  }
  const nc = o.clouds ?? 3;
  for (let i = 0; i < nc; i++) {
    const cw = d.r(w * 0.12, w * 0.24);
    d.add(cloud(d.r(-40, w - cw / 2), d.r(hy * 0.08, hy * 0.6), cw, t.cloud, t.v === 'day' ? 0.85 : 0.45));
  }
  if (o.birds) d.add(birds(d, o.birds, sx - w * 0.15, sy - sr * 2, t.ink));
  return { sx, sy };
}
