// Pharaonic monuments: pyramids, sphinx, obelisk, columns, pylon, pharaoh head, seated colossus.
import { path, poly, rect, line, g, f, op, ellipse } from '../svg.js';

/** Pyramid seen three-quarter: lit left face, shaded right face, optional stone courses. */
export function pyramid(
  x: number,
  by: number,
  w: number,
  h: number,
  lit: string,
  shade: string,
  courses = 0,
  ink = '#000',
): string {
  const ax = x + w * 0.56,
    ay = by - h,
    ex = x + w * 0.7;
  let s =
    poly(
      [
        [x, by],
        [ax, ay],
        [ex, by],
      ],
      lit,
    ) +
    poly(
      [
        [ex, by],
        [ax, ay],
        [x + w, by],
      ],
      shade,
    );
  if (courses) {
    let d = '';
    for (let i = 1; i < courses; i++) {
      const k = i / courses,
        y = by - h * k;
      d += `M${f(x + (ax - x) * k)} ${f(y)}L${f(x + w - (x + w - ax) * k)} ${f(y)}`;
    }
    s += line(d, ink, Math.max(1, w / 300), op(0.18));
  }
  return s;
}

/** Recumbent sphinx, 200 x 100 box facing left, base at y=100. */
export function sphinx(x: number, by: number, s: number, lit: string, shade: string, flip = false): string {
  const body =
    path(
      'M0 100L0 90Q2 84 12 84L44 84L50 60L46 56L44 50L40 46L38 30Q38 12 56 8L74 12Q80 30 82 44L88 50Q110 44 134 44Q178 44 190 58L198 70Q201 82 196 100Z',
      lit,
    ) +
    path('M50 10L72 12Q78 28 80 42L88 52L66 58L64 36L58 16Z', shade) +
    line('M64 22l12 -2M66 30l13 -2M67 38l14 -1M68 46l16 0', lit, 2, op(0.6)) +
    path('M40 30l8 0l-1 3l-7 0Z', shade) +
    path('M38 46l6 0l0 2l-5 1Z', shade, op(0.7)) +
    line('M150 100Q150 74 176 70M60 84h-30', shade, 3, op(0.5)) +
    rect(0, 92, 44, 3, shade, op(0.5));
  return g(x + (flip ? 200 * s : 0), by - 100 * s, s, body, flip);
}

/** Obelisk centred on x, standing on by, with gilded pyramidion. */
export function obelisk(x: number, by: number, w: number, h: number, lit: string, shade: string, tip: string): string {
  const tw = w * 0.38,
    ty = by - h;
  let glyph = '';
  for (let i = 0; i < 9; i++) glyph += `M${f(x - w * 0.12)} ${f(ty + h * 0.1 + i * h * 0.09)}h${f(w * 0.16)}`;
  return (
    poly(
      [
        [x - w / 2, by],
        [x - tw, ty],
        [x, ty],
        [x, by],
      ],
      lit,
    ) +
    poly(
      [
        [x, by],
        [x, ty],
        [x + tw, ty],
        [x + w / 2, by],
      ],
      shade,
    ) +
    poly(
      [
        [x - tw, ty],
        [x, ty - w * 0.6],
        [x + tw, ty],
      ],
      tip,
    ) +
    line(glyph, shade, Math.max(1.5, w * 0.06), op(0.55))
  );
}

/** Papyrus column centred on x with open capital and abacus. */
export function column(x: number, by: number, w: number, h: number, lit: string, shade: string, glyphs = true): string {
  const top = by - h,
    cap = w * 0.5,
    cw = w * 0.8;
  let s =
    rect(x - w / 2, top + cap, w, h - cap, lit) +
    rect(x + w * 0.18, top + cap, w * 0.32, h - cap, shade) +
    rect(x - w * 0.6, by - w * 0.14, w * 1.2, w * 0.14, shade) +
    path(
      `M${f(x - w / 2)} ${f(top + cap)}Q${f(x - w / 2)} ${f(top + cap * 0.4)} ${f(x - cw)} ${f(top + w * 0.12)}L${f(x + cw)} ${f(top + w * 0.12)}Q${f(x + w / 2)} ${f(top + cap * 0.4)} ${f(x + w / 2)} ${f(top + cap)}Z`,
      lit,
    ) +
    path(
      `M${f(x + w * 0.18)} ${f(top + cap)}Q${f(x + w * 0.4)} ${f(top + cap * 0.4)} ${f(x + cw * 0.8)} ${f(top + w * 0.12)}L${f(x + cw)} ${f(top + w * 0.12)}Q${f(x + w / 2)} ${f(top + cap * 0.4)} ${f(x + w / 2)} ${f(top + cap)}Z`,
      shade,
    ) +
    rect(x - w * 0.6, top, w * 1.2, w * 0.14, shade);
  let b = '';
  for (let i = 0; i < 3; i++) b += `M${f(x - w / 2)} ${f(top + cap + w * 0.1 + i * w * 0.07)}h${f(w)}`;
  s += line(b, shade, Math.max(1, w * 0.025), op(0.8));
  if (glyphs) {
    let gl = '';
    for (let i = 0; i < 6; i++)
      gl += `M${f(x - w * 0.3)} ${f(top + cap + w * 0.6 + i * w * 0.32)}h${f(w * 0.3)}m${f(w * 0.12)} ${f(w * 0.1)}h${f(w * 0.1)}`;
    s += line(gl, shade, Math.max(1, w * 0.05), op(0.45));
  }
  return s;
}

/** Temple pylon: two battered towers and a gateway. */
export function pylon(x: number, by: number, w: number, h: number, lit: string, shade: string, dark: string): string {
  const tw = w * 0.42,
    inset = w * 0.05,
    gh = h * 0.7;
  const tower = (x0: number, c: string) =>
    poly(
      [
        [x0, by],
        [x0 + inset, by - h],
        [x0 + tw - inset, by - h],
        [x0 + tw, by],
      ],
      c,
    ) + rect(x0 + inset - 2, by - h - 6, tw - inset * 2 + 4, 8, shade);
  return (
    tower(x, lit) +
    tower(x + w - tw, lit) +
    rect(x + tw - 2, by - gh, w - tw * 2 + 4, gh, shade) +
    rect(x + w * 0.44, by - gh * 0.72, w * 0.12, gh * 0.72, dark) +
    poly(
      [
        [x + w - tw, by],
        [x + w - tw + inset, by - h],
        [x + w - tw + tw * 0.35, by - h],
        [x + w - tw + tw * 0.4, by],
      ],
      shade,
      op(0.5),
    )
  );
}

export interface HeadCol {
  nemes: string;
  stripe: string;
  face: string;
  ink: string;
  collar?: boolean;
}

/** Frontal pharaoh head in a 100 x 140 box (nemes, face, beard, optional broad collar). */
export function headFront(x: number, y: number, s: number, c: HeadCol): string {
  let st = '';
  for (let i = 0; i < 6; i++) {
    const yy = 46 + i * 11;
    st += `M${f(14 - i * 1.6)} ${yy}L30 ${yy + 4}M${f(86 + i * 1.6)} ${yy}L70 ${yy + 4}`;
  }
  let b = '';
  if (c.collar) {
    b += path('M6 118Q50 150 94 118L100 140Q50 178 0 140Z', c.nemes);
    for (let i = 0; i < 3; i++)
      b += line(`M${4 + i * 0.5} ${126 + i * 6}Q50 ${158 + i * 6} ${96 - i * 0.5} ${126 + i * 6}`, c.stripe, 3);
  }
  b +=
    path('M50 2C22 2 18 20 16 42L4 100L28 128L72 128L96 100L84 42C82 20 78 2 50 2Z', c.nemes) +
    line(st, c.stripe, 4.5) +
    path('M30 78L22 128L40 128L38 84ZM70 78L78 128L60 128L62 84Z', c.stripe) +
    path('M32 36Q32 30 50 30Q68 30 68 36L68 74Q66 92 50 96Q34 92 32 74Z', c.face) +
    rect(30, 27, 40, 7, c.stripe) +
    path('M47 30L50 16L53 30Z', c.stripe) +
    ellipse(41, 52, 5, 2.6, c.ink) +
    ellipse(59, 52, 5, 2.6, c.ink) +
    line('M35 46l11 -2M54 44l11 2M36 53h-3M64 53h3M50 56l-2 11h4M44 79q6 3 12 0', c.ink, 1.8) +
    path('M45 95L55 95L54 118L46 118Z', c.stripe);
  return g(x, y, s, b);
}

/** Seated colossus with double crown, 100 x 220 box, base at by. */
export function colossus(x: number, by: number, s: number, lit: string, shade: string, ink: string): string {
  const b =
    rect(6, 110, 14, 110, shade) +
    rect(80, 110, 14, 110, shade) +
    path('M26 98L74 98L79 160L21 160Z', lit) +
    rect(44, 104, 12, 56, shade, op(0.4)) +
    rect(16, 150, 30, 11, shade) +
    rect(54, 150, 30, 11, shade) +
    rect(20, 160, 24, 54, lit) +
    rect(56, 160, 24, 54, lit) +
    rect(44, 160, 12, 60, shade) +
    rect(15, 212, 31, 8, lit) +
    rect(54, 212, 31, 8, lit) +
    path('M41 30Q35 10 44 2Q50 -3 56 2Q65 10 59 30Z', lit) +
    path('M32 22L68 22L68 38L32 38Z', shade) +
    rect(62, 4, 7, 34, shade) +
    headFront(20, 30, 0.6, { nemes: lit, stripe: shade, face: lit, ink });
  return g(x, by - 220 * s, s, b);
}
