// Vessels, vehicles and objects: felucca, balloon, cruise boat, 4x4, lantern, tent.
import { path, rect, line, circle, g, f, op, ellipse } from '../svg.js';

/** Felucca on waterline wy; 200 wide box, sail up to ~250 high (scaled). */
export function felucca(
  x: number,
  wy: number,
  s: number,
  hull: string,
  sail: string,
  sailShade: string,
  flip = false,
): string {
  const b =
    line('M100 4V-170', hull, 4) +
    path('M22 -10L160 -250Q128 -130 150 -10Z', sail) +
    path('M100 -112L160 -250Q128 -130 150 -10L100 -10Z', sailShade, op(0.55)) +
    line('M14 -6L166 -258', hull, 3) +
    path('M0 -6L200 -14Q180 16 104 18Q36 16 0 -6Z', hull);
  return g(x + (flip ? 200 * s : 0), wy, s, b, flip);
}

/** Hot-air balloon centred at (x, y) with envelope radius r. */
export function balloon(x: number, y: number, r: number, c1: string, c2: string, basket: string): string {
  const env = (k: number) =>
    `M${f(x - r * 0.32 * k)} ${f(y + r * 1.22)}C${f(x - r * 1.2 * k)} ${f(y + r * 0.5)} ${f(x - r * 1.12 * k)} ${f(y - r)} ${f(x)} ${f(y - r)}C${f(x + r * 1.12 * k)} ${f(y - r)} ${f(x + r * 1.2 * k)} ${f(y + r * 0.5)} ${f(x + r * 0.32 * k)} ${f(y + r * 1.22)}Z`;
  return (
    path(env(1), c1) +
    path(env(0.62), c2) +
    path(env(0.22), c1) +
    path(
      `M${f(x - r * 0.98)} ${f(y + r * 0.1)}Q${f(x)} ${f(y + r * 0.3)} ${f(x + r * 0.98)} ${f(y + r * 0.1)}L${f(x + r * 0.9)} ${f(y + r * 0.35)}Q${f(x)} ${f(y + r * 0.55)} ${f(x - r * 0.9)} ${f(y + r * 0.35)}Z`,
      '#fff',
      op(0.35),
    ) +
    ellipse(x - r * 0.45, y - r * 0.35, r * 0.18, r * 0.35, '#fff', op(0.25)) +
    line(
      `M${f(x - r * 0.3)} ${f(y + r * 1.22)}L${f(x - r * 0.16)} ${f(y + r * 1.5)}M${f(x + r * 0.3)} ${f(y + r * 1.22)}L${f(x + r * 0.16)} ${f(y + r * 1.5)}`,
      basket,
      Math.max(0.8, r * 0.03),
    ) +
    rect(x - r * 0.18, y + r * 1.5, r * 0.36, r * 0.24, basket)
  );
}

/** Nile cruise boat on waterline wy, 400 x 110 box. Lights on for evening. */
export function cruise(
  x: number,
  wy: number,
  s: number,
  hull: string,
  deck: string,
  win: string,
  lit: boolean,
): string {
  let w = '',
    w2 = '',
    bulbs = '';
  for (let i = 0; i < 16; i++) w += `M${40 + i * 21} -22h12v9h-12Z`;
  for (let i = 0; i < 12; i++) w2 += `M${72 + i * 22} -48h13v10h-13Z`;
  for (let i = 0; i <= 20; i++) {
    const t = i / 20,
      bx = 90 + t * 220,
      by = -88 + Math.sin(t * Math.PI * 4) * -4 + 6;
    bulbs += circle(bx, by, 2.2, win);
  }
  const b =
    (lit ? ellipse(200, -40, 240, 90, win, op(0.12)) : '') +
    path('M20 -60L380 -60L360 -30L40 -30Z', deck) +
    rect(60, -84, 280, 24, deck) +
    rect(50, -90, 300, 6, hull) +
    rect(120, -104, 40, 14, deck) +
    rect(240, -104, 60, 14, deck) +
    path('M0 -30L400 -30L372 6L28 6Z', hull) +
    rect(10, -30, 380, 5, deck, op(0.8)) +
    path(w, win) +
    path(w2, win) +
    (lit ? bulbs : '') +
    line('M50 -60v-24M350 -60v-24', hull, 2);
  return g(x, wy, s, b);
}

/** Safari 4x4, 160 x 72 box, wheels on by. */
export function jeep(x: number, by: number, s: number, body: string, dark: string, flip = false): string {
  const b =
    rect(58, 0, 72, 5, dark) +
    path('M0 50L8 30L44 27L58 6L130 6L142 28L160 34L160 56L0 56Z', body) +
    path('M62 12L88 12L88 28L52 28ZM94 12L126 12L134 28L94 28Z', dark, op(0.8)) +
    rect(0, 44, 160, 4, dark, op(0.4)) +
    rect(156, 30, 8, 22, dark) +
    circle(36, 58, 14, dark) +
    circle(124, 58, 14, dark) +
    circle(36, 58, 5, body) +
    circle(124, 58, 5, body);
  return g(x + (flip ? 160 * s : 0), by - 72 * s, s, b, flip);
}

/** Egyptian fanous lantern hanging from y0 to y (top of lantern), scale s. */
export function lantern(
  x: number,
  y0: number,
  y: number,
  s: number,
  metal: string,
  glass: string,
  glow: boolean,
): string {
  const b =
    (glow ? circle(20, 42, 46, glass, op(0.18)) + circle(20, 42, 26, glass, op(0.25)) : '') +
    path('M12 10L20 0L28 10Z', metal) +
    path('M8 10L32 10L28 22L12 22Z', metal) +
    path('M5 22L35 22L30 62L10 62Z', glass) +
    line('M20 22v40M12 22l3 40M28 22l-3 40', metal, 1.5, op(0.8)) +
    path('M10 62L30 62L20 82Z', metal) +
    rect(4, 20, 32, 4, metal);
  return line(`M${f(x)} ${f(y0)}V${f(y)}`, metal, 1.2) + g(x - 20 * s, y, s, b);
}

/** Bedouin tent, w wide, base at by. */
export function tent(x: number, by: number, w: number, c: string, shade: string, glow?: string): string {
  const h = w * 0.45;
  return (
    path(`M${f(x)} ${f(by)}L${f(x + w * 0.2)} ${f(by - h)}L${f(x + w * 0.8)} ${f(by - h)}L${f(x + w)} ${f(by)}Z`, c) +
    path(
      `M${f(x + w * 0.5)} ${f(by - h)}L${f(x + w * 0.8)} ${f(by - h)}L${f(x + w)} ${f(by)}L${f(x + w * 0.62)} ${f(by)}Z`,
      shade,
    ) +
    path(
      `M${f(x + w * 0.38)} ${f(by)}L${f(x + w * 0.45)} ${f(by - h * 0.6)}L${f(x + w * 0.56)} ${f(by)}Z`,
      glow ?? shade,
    )
  );
}
