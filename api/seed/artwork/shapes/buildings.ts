// Built heritage: domes, minarets, Qaitbay fort, Nubian houses, Sinai monastery, museum, mud-brick town.
import { Doc, path, rect, line, g, f, op, circle } from '../svg.js';

/** Crenellation teeth along y from x0 to x1. */
export function crenel(x0: number, x1: number, y: number, c: string, k = 10): string {
  let d = '';
  for (let x = x0; x < x1 - k * 0.5; x += k * 1.6) d += `M${f(x)} ${f(y)}h${f(k)}v${f(-k * 0.8)}h${f(-k)}Z`;
  return path(d, c);
}

/** Slightly pointed Mamluk dome on a drum. */
export function dome(cx: number, by: number, r: number, c: string, shade: string): string {
  const y = by - r * 0.45;
  return (
    rect(cx - r * 1.05, y, r * 2.1, r * 0.45, c) +
    rect(cx + r * 0.4, y, r * 0.65, r * 0.45, shade) +
    path(
      `M${f(cx - r)} ${f(y)}Q${f(cx - r)} ${f(y - r * 1.25)} ${f(cx)} ${f(y - r * 1.35)}Q${f(cx + r)} ${f(y - r * 1.25)} ${f(cx + r)} ${f(y)}Z`,
      c,
    ) +
    path(
      `M${f(cx)} ${f(y - r * 1.35)}Q${f(cx + r)} ${f(y - r * 1.25)} ${f(cx + r)} ${f(y)}L${f(cx + r * 0.35)} ${f(y)}Q${f(cx + r * 0.4)} ${f(y - r)} ${f(cx)} ${f(y - r * 1.35)}Z`,
      shade,
    ) +
    line(`M${f(cx)} ${f(y - r * 1.35)}v${f(-r * 0.35)}`, c, Math.max(1.5, r * 0.06)) +
    circle(cx, y - r * 1.5, r * 0.07, c)
  );
}

/** Minaret: Mamluk (balconies + bulb) or Ottoman pencil style. */
export function minaret(x: number, by: number, h: number, w: number, c: string, shade: string, pencil = false): string {
  if (pencil)
    return (
      rect(x - w / 2, by - h * 0.85, w, h * 0.85, c) +
      rect(x + w * 0.15, by - h * 0.85, w * 0.35, h * 0.85, shade) +
      rect(x - w * 0.8, by - h * 0.6, w * 1.6, h * 0.02, c) +
      rect(x - w * 0.8, by - h * 0.8, w * 1.6, h * 0.02, c) +
      path(`M${f(x - w / 2)} ${f(by - h * 0.85)}L${f(x)} ${f(by - h)}L${f(x + w / 2)} ${f(by - h * 0.85)}Z`, c)
    );
  const lv = (y0: number, y1: number, k: number) =>
    rect(x - w * k, by - h * y1, w * k * 2, h * (y1 - y0), c) +
    rect(x + w * k * 0.3, by - h * y1, w * k * 0.7, h * (y1 - y0), shade);
  return (
    lv(0, 0.45, 0.5) +
    rect(x - w * 0.68, by - h * 0.47, w * 1.36, h * 0.025, c) +
    lv(0.47, 0.72, 0.4) +
    rect(x - w * 0.56, by - h * 0.74, w * 1.12, h * 0.022, c) +
    lv(0.74, 0.87, 0.26) +
    path(
      `M${f(x - w * 0.3)} ${f(by - h * 0.87)}Q${f(x - w * 0.36)} ${f(by - h * 0.96)} ${f(x)} ${f(by - h)}Q${f(x + w * 0.36)} ${f(by - h * 0.96)} ${f(x + w * 0.3)} ${f(by - h * 0.87)}Z`,
      c,
    ) +
    line(`M${f(x)} ${f(by - h)}v${f(-h * 0.05)}`, c, Math.max(1, w * 0.08))
  );
}

/** Qaitbay citadel, 400 x 200 box, base at by. */
export function fort(x: number, by: number, s: number, lit: string, shade: string, dark: string): string {
  let win = '';
  for (const wx of [150, 185, 215, 250]) win += `M${wx} 90h6v16h-6ZM${wx} 60h6v14h-6Z`;
  for (const wx of [20, 70, 320, 370]) win += `M${wx} 160h5v12h-5Z`;
  const b =
    rect(0, 140, 400, 60, lit) +
    crenel(0, 400, 140, lit, 8) +
    rect(0, 140, 400, 8, shade, op(0.5)) +
    rect(-8, 118, 40, 82, shade) +
    crenel(-8, 32, 118, shade, 7) +
    rect(368, 118, 40, 82, shade) +
    crenel(368, 408, 118, shade, 7) +
    rect(120, 44, 160, 110, lit) +
    rect(210, 44, 70, 110, shade, op(0.45)) +
    crenel(120, 280, 44, lit, 9) +
    rect(104, 30, 34, 124, lit) +
    crenel(104, 138, 30, lit, 7) +
    rect(262, 30, 34, 124, shade) +
    crenel(262, 296, 30, shade, 7) +
    rect(192, 14, 16, 30, lit) +
    rect(188, 10, 24, 5, shade) +
    path('M194 10Q200 -6 206 10Z', lit) +
    path('M188 200L188 176Q200 160 212 176L212 200Z', dark) +
    path(win, dark);
  return g(x, by - 200 * s, s, b);
}

/** Nubian house: painted cube, cream dome(s), patterned frieze and arched door. */
export function nubianHouse(
  x: number,
  by: number,
  w: number,
  h: number,
  wall: string,
  trim: string,
  domeC: string,
  domes = 1,
): string {
  let zig = `M${f(x)} ${f(by - h + 12)}`;
  for (let i = 0; i < 10; i++) zig += `l${f(w / 20)} -8l${f(w / 20)} 8`;
  let s = '';
  for (let i = 0; i < domes; i++) {
    const cx = x + (w * (i + 1)) / (domes + 1),
      r = (w / (domes + 1)) * 0.42;
    s += path(`M${f(cx - r)} ${f(by - h)}A${f(r)} ${f(r)} 0 0 1 ${f(cx + r)} ${f(by - h)}Z`, domeC);
  }
  const dw = w * 0.22,
    dx = x + w * 0.5 - dw / 2,
    dh = h * 0.55;
  return (
    s +
    rect(x, by - h, w, h, wall) +
    line(zig, trim, 3) +
    path(
      `M${f(dx - 6)} ${f(by)}V${f(by - dh)}A${f(dw / 2 + 6)} ${f(dw / 2 + 6)} 0 0 1 ${f(dx + dw + 6)} ${f(by - dh)}V${f(by)}Z`,
      trim,
    ) +
    path(
      `M${f(dx)} ${f(by)}V${f(by - dh)}A${f(dw / 2)} ${f(dw / 2)} 0 0 1 ${f(dx + dw)} ${f(by - dh)}V${f(by)}Z`,
      '#5a3a2e',
    ) +
    rect(x + w * 0.1, by - h * 0.62, w * 0.12, w * 0.12, '#3a2a2a', op(0.7)) +
    rect(x + w * 0.78, by - h * 0.62, w * 0.12, w * 0.12, '#3a2a2a', op(0.7))
  );
}

/** St Catherine's monastery: fortified wall, basilica, bell tower, cypresses. 400 x 160 box. */
export function monastery(x: number, by: number, s: number, lit: string, shade: string, tree: string): string {
  const b =
    path('M150 70L150 40L200 22L250 40L250 70Z', shade) +
    rect(262, 10, 24, 60, lit) +
    path('M260 10L274 -10L288 10Z', shade) +
    path('M96 76Q100 20 104 76ZM300 76Q305 30 310 76ZM320 76Q324 40 328 76Z', tree) +
    path('M0 160L10 60L390 60L400 160Z', lit) +
    crenel(10, 390, 60, lit, 9) +
    path('M250 160L258 60L390 60L400 160Z', shade, op(0.5)) +
    line('M20 100h360M16 130h368', shade, 2, op(0.35)) +
    rect(190, 120, 20, 40, shade);
  return g(x, by - 160 * s, s, b);
}

/** Neoclassical museum facade (rose-coloured), 600 x 260 box. */
export function museum(
  x: number,
  by: number,
  s: number,
  wall: string,
  shade: string,
  dark: string,
  win: string,
): string {
  let w = '';
  for (let i = 0; i < 6; i++) {
    const wx = 30 + i * 34 + (i > 2 ? 0 : 0);
    w += `M${wx} 170h16v40h-16ZM${wx} 110h16v32h-16ZM${wx + 370} 170h16v40h-16ZM${wx + 370} 110h16v32h-16Z`;
  }
  let cols = '';
  for (const cx of [222, 246, 354, 378])
    cols += rect(cx - 7, 96, 14, 164, wall) + rect(cx + 1, 96, 6, 164, shade, op(0.6));
  const b =
    rect(0, 90, 600, 170, wall) +
    rect(0, 84, 600, 10, shade) +
    rect(0, 150, 600, 6, shade, op(0.5)) +
    path(w, win) +
    rect(200, 60, 200, 200, wall) +
    rect(194, 54, 212, 10, shade) +
    path('M240 54Q300 -6 360 54Z', wall) +
    path('M300 54L300 15Q340 22 360 54Z', shade, op(0.5)) +
    path('M262 260L262 150A38 38 0 0 1 338 150L338 260Z', shade) +
    path('M272 260L272 154A28 28 0 0 1 328 154L328 260Z', dark) +
    cols +
    rect(-10, 254, 620, 8, shade);
  return g(x, by - 260 * s, s, b);
}

/** Stacked mud-brick town on a mound (Siwa's Shali). */
export function mudTown(
  d: Doc,
  x: number,
  by: number,
  w: number,
  h: number,
  c: string,
  shade: string,
  dark: string,
): string {
  let s = path(
    `M${f(x)} ${f(by)}Q${f(x + w * 0.2)} ${f(by - h * 0.3)} ${f(x + w * 0.5)} ${f(by - h * 0.35)}Q${f(x + w * 0.8)} ${f(by - h * 0.3)} ${f(x + w)} ${f(by)}Z`,
    c,
  );
  let holes = '';
  for (let row = 0; row < 4; row++) {
    const n = 5 - row;
    for (let i = 0; i < n; i++) {
      const bw = ((w * 0.8) / 5) * d.r(0.8, 1.2),
        bh = h * d.r(0.16, 0.26);
      const bx = x + w * 0.1 + row * w * 0.08 + (i * (w * 0.8 - row * w * 0.16)) / n,
        byy = by - h * 0.25 - row * h * 0.17;
      s += `<rect x="${f(bx)}" y="${f(byy - bh)}" width="${f(bw)}" height="${f(bh + 6)}" rx="${f(bw * 0.15)}" fill="${(i + row) % 3 ? c : shade}"/>`;
      if (d.rand() > 0.4)
        holes += `M${f(bx + bw * 0.3)} ${f(byy - bh * 0.6)}h${f(bw * 0.12)}v${f(bh * 0.2)}h${f(-bw * 0.12)}Z`;
    }
  }
  return s + path(holes, dark);
}

/** City skyline blocks; lit windows when lamp given. */
export function cityBlocks(d: Doc, y: number, c: string, lamp?: string, n = 22): string {
  let s = '',
    wins = '';
  for (let i = 0; i < n; i++) {
    const bw = d.w / n,
      bx = i * bw,
      bh = d.r(20, 110) * (d.w / 800);
    s += `M${f(bx)} ${f(y)}v${f(-bh)}h${f(bw * 0.96)}v${f(bh)}Z`;
    if (lamp)
      for (let k = 0; k < 3; k++)
        if (d.rand() > 0.35) wins += `M${f(bx + d.r(3, bw - 8))} ${f(y - d.r(6, bh - 6))}h4v5h-4Z`;
  }
  return path(s, c) + (lamp ? path(wins, lamp) : '');
}
