// Underwater motifs for the Red Sea: fish, branching coral, sea fans, brain coral, turtle, light rays.
import { Doc, path, line, circle, ellipse, g, f, op } from '../svg.js';

/** Fish via a shared symbol per colour pair. */
export function fishUse(d: Doc, x: number, y: number, s: number, c: string, fin: string, flip = false): string {
  return d.use(
    d.sym(`f${c}${fin}`, () => fish(0, 0, 1, c, fin)),
    x,
    y,
    s,
    flip,
  );
}

export function fish(x: number, y: number, s: number, c: string, fin: string, flip = false): string {
  const b =
    path('M0 0Q14 -12 30 -3L40 -10L38 0L40 10L30 3Q14 12 0 0Z', c) +
    path('M10 -8Q16 -14 22 -7Z', fin) +
    line('M18 -7Q20 0 18 7', fin, 2) +
    circle(6, -1.5, 1.6, '#14213d');
  return g(x, y, s, b, flip);
}

/** Branching (staghorn) coral growing from (x, y). */
export function coral(d: Doc, x: number, y: number, h: number, c: string): string {
  let s = '';
  const grow = (x0: number, y0: number, a: number, len: number, depth: number) => {
    const x1 = x0 + Math.cos(a) * len,
      y1 = y0 + Math.sin(a) * len;
    s += `M${f(x0)} ${f(y0)}L${f(x1)} ${f(y1)}`;
    if (depth > 0) {
      grow(x1, y1, a - d.r(0.3, 0.6), len * 0.72, depth - 1);
      grow(x1, y1, a + d.r(0.3, 0.6), len * 0.72, depth - 1);
    }
  };
  grow(x, y, -Math.PI / 2, h * 0.35, 3);
  return line(s, c, Math.max(3, h * 0.07));
}

/** Fan coral: a half disc of fine mesh. */
export function seaFan(x: number, y: number, r: number, c: string): string {
  let s = '';
  for (let i = 0; i <= 8; i++) {
    const a = Math.PI + (i * Math.PI) / 8;
    s += `M${f(x)} ${f(y)}Q${f(x + Math.cos(a) * r * 0.4)} ${f(y + Math.sin(a) * r * 0.7)} ${f(x + Math.cos(a) * r)} ${f(y + Math.sin(a) * r)}`;
  }
  return path(`M${f(x - r)} ${f(y)}A${f(r)} ${f(r)} 0 0 1 ${f(x + r)} ${f(y)}Z`, c, op(0.35)) + line(s, c, 2.5);
}

export function brainCoral(x: number, y: number, r: number, c: string, ridge: string): string {
  return (
    path(`M${f(x - r)} ${f(y)}A${f(r)} ${f(r * 0.75)} 0 0 1 ${f(x + r)} ${f(y)}Z`, c) +
    line(
      `M${f(x - r * 0.7)} ${f(y - r * 0.2)}q${f(r * 0.35)} ${f(-r * 0.4)} ${f(r * 0.7)} 0t${f(r * 0.7)} 0M${f(x - r * 0.4)} ${f(y - r * 0.5)}q${f(r * 0.4)} ${f(-r * 0.2)} ${f(r * 0.8)} 0`,
      ridge,
      2.5,
    )
  );
}

export function turtle(x: number, y: number, s: number, shell: string, skin: string): string {
  const b =
    path(
      'M-30 -8Q-50 -30 -40 -36Q-24 -24 -18 -12ZM30 -8Q50 -30 40 -36Q24 -24 18 -12ZM-22 14L-34 26L-16 20ZM22 14L34 26L16 20Z',
      skin,
    ) +
    ellipse(0, -26, 8, 10, skin) +
    ellipse(0, 0, 26, 22, shell) +
    path('M0 -16L10 -6L6 8L-6 8L-10 -6Z', skin, op(0.35)) +
    line('M0 -22v-4M-20 -4l10 -2M20 -4l-10 -2', skin, 2, op(0.35));
  return g(x, y, s, b);
}

/** Soft shafts of light from the surface. */
export function rays(d: Doc, c: string, n = 5): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = d.r(0, d.w),
      w = d.r(20, 60),
      k = d.r(80, 200);
    s += path(`M${f(x)} 0L${f(x + w)} 0L${f(x + w + k)} ${d.h}L${f(x + k - w)} ${d.h}Z`, c, op(0.08));
  }
  return s;
}

export function bubbles(d: Doc, x: number, y: number, n: number, c: string): string {
  let s = '';
  for (let i = 0; i < n; i++)
    s += circle(
      x + d.r(-8, 8),
      y - i * d.r(10, 18),
      d.r(1.5, 4),
      'none',
      `stroke="${c}" stroke-width="1.2" opacity="0.6"`,
    );
  return s;
}
