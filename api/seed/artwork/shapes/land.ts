// Ground motifs: rolling ridges, dunes with crests, water with reflections, palms, camels.
import { Doc, rect, path, line, f, op, g, circle } from '../svg.js';
import type { Tone } from '../palettes.js';

/** Smooth wavy band from y down to the bottom of the image. */
export function ridge(d: Doc, y: number, amp: number, n: number, fill: string, x0 = 0, x1 = d.w, extra = ''): string {
  const p: [number, number][] = [];
  for (let i = 0; i <= n; i++) p.push([x0 + ((x1 - x0) * i) / n, y + d.r(-amp, amp)]);
  let s = `M${f(x0)} ${f(p[0][1])}`;
  for (let i = 0; i < n; i++) {
    const [ax, ay] = p[i],
      [bx, by] = p[i + 1];
    s += `Q${f(ax)} ${f(ay)} ${f((ax + bx) / 2)} ${f((ay + by) / 2)}`;
  }
  s += `L${f(x1)} ${f(p[n][1])}L${f(x1)} ${d.h}L${f(x0)} ${d.h}Z`;
  return path(s, fill, extra);
}

/** Jagged mountain range (for Sinai / Dahab / Theban hills). */
export function peaks(d: Doc, y: number, hmin: number, hmax: number, n: number, fill: string, extra = ''): string {
  let s = `M0 ${f(y)}`;
  for (let i = 0; i < n; i++) {
    const x = (d.w * (i + 0.5)) / n + d.r(-20, 20),
      x2 = (d.w * (i + 1)) / n;
    s += `L${f(x)} ${f(y - d.r(hmin, hmax))}L${f(x2)} ${f(y - d.r(0, hmin * 0.5))}`;
  }
  return path(s + `L${d.w} ${d.h}L0 ${d.h}Z`, fill, extra);
}

/** Dune with a sharp crest: lit body and a shadow flank right of the peak. */
export function dune(
  x0: number,
  by: number,
  px: number,
  py: number,
  x1: number,
  bot: number,
  lit: string,
  shade: string,
): string {
  const a = `M${f(x0)} ${f(by)}Q${f(px - (px - x0) * 0.45)} ${f(py)} ${f(px)} ${f(py)}`;
  const b = `Q${f(px + (x1 - px) * 0.4)} ${f(py)} ${f(x1)} ${f(by)}`;
  return (
    path(`${a}${b}L${f(x1)} ${f(bot)}L${f(x0)} ${f(bot)}Z`, lit) +
    path(
      `M${f(px)} ${f(py)}${b}L${f(x1)} ${f(bot)}L${f(px + (x1 - px) * 0.15)} ${f(bot)}Q${f(px + (x1 - px) * 0.2)} ${f((py + bot) / 2)} ${f(px)} ${f(py)}Z`,
      shade,
    )
  );
}

/** Water from y to bottom with sun glitter and ripple lines. */
export function water(d: Doc, t: Tone, y: number, sx: number, bottom = d.h): string {
  let s = rect(
    0,
    y,
    d.w,
    bottom - y,
    d.lin([
      [0, t.water[1]],
      [1, t.water[0]],
    ]),
  );
  let gl = '';
  for (let i = 0; i < 7; i++) {
    const yy = y + 6 + i * i * 4 + i * 6,
      ww = 90 - i * 8 + d.r(-10, 10);
    if (yy < bottom) gl += `M${f(sx - ww / 2 + d.r(-10, 10))} ${f(yy)}h${f(ww)}`;
  }
  s += line(gl, t.sun, 3, op(0.6));
  let rp = '';
  for (let i = 0; i < 12; i++) {
    const yy = d.r(y + 8, bottom - 4),
      ww = d.r(30, 110);
    rp += `M${f(d.r(0, d.w))} ${f(yy)}h${f(ww)}`;
  }
  return s + line(rp, t.cloud, 1.5, op(0.3));
}

/** Palm via a shared symbol (100 high, currentColor): cheap for rows of trees. */
export function palmUse(d: Doc, x: number, y: number, h: number, c: string, flip = false): string {
  const id = d.sym(h < 90 ? 'palmS' : 'palmL', () => palm(0, 0, h < 90 ? 80 : 100, 'currentColor', 8));
  return d.use(id, x, y, h / (h < 90 ? 80 : 100), flip, c);
}

/** Palm tree rooted at (x, y), height h. */
export function palm(x: number, y: number, h: number, c: string, lean = 0): string {
  const tx = x + lean,
    ty = y - h;
  let s = line(`M${f(x)} ${f(y)}Q${f(x + lean * 0.1)} ${f(y - h * 0.5)} ${f(tx)} ${f(ty)}`, c, h * 0.05);
  const L = h * 0.42;
  for (const a of h < 90 ? [-160, -100, -50, 0, 180] : [-170, -130, -90, -50, -10, 170]) {
    const r = (a * Math.PI) / 180,
      ex = tx + Math.cos(r) * L,
      ey = ty + Math.sin(r) * L * 0.6 + L * 0.35;
    const mx = (tx + ex) / 2,
      my = (ty + ey) / 2 - L * 0.28,
      k = h * 0.045;
    s += path(`M${f(tx)} ${f(ty)}Q${f(mx)} ${f(my - k)} ${f(ex)} ${f(ey)}Q${f(mx)} ${f(my + k)} ${f(tx)} ${f(ty)}Z`, c);
  }
  return s;
}

const CAMEL =
  'M10 14L18 8L26 10L30 18Q36 34 46 30Q56 4 72 20Q84 22 88 32L90 44L86 46L84 44L86 80L81 80L78 52L74 80L69 80L68 48L46 48L44 80L39 80L38 52L34 80L29 80L30 46Q28 34 22 22L14 22L10 20Z';

/** Camel (100 x 80 box, feet at y=80), facing left unless flip. Optional rider. */
export function camel(x: number, y: number, s: number, c: string, flip = false, rider = false): string {
  let b = path(CAMEL, c);
  if (rider) b += path('M52 12L64 12L66 24L50 24Z', c) + circle(58, 6, 5, c);
  return g(x + (flip ? 100 * s : 0), y - 80 * s, s, b, flip);
}

/** A soft texture: a few translucent streaks over sand. */
export function ripples(d: Doc, y0: number, y1: number, c: string, n = 8): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = d.r(-50, d.w),
      y = d.r(y0, y1),
      w = d.r(60, 180);
    s += `M${f(x)} ${f(y)}q${f(w / 2)} ${f(-8)} ${f(w)} 0`;
  }
  return line(s, c, 2, op(0.35));
}
