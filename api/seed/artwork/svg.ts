// Tiny SVG string helpers shared by every motif. Output is deterministic.
export type P = [number, number];
export type Stop = [number, string, number?];

/** Round to at most one decimal so files stay small. */
export const f = (n: number): string => String(Math.round(n * 10) / 10);

export const pts = (p: P[]): string => p.map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)} ${f(y)}`).join('') + 'Z';

const attrs = (extra: string): string => (extra ? ' ' + extra.trim() : '');

export const poly = (p: P[], fill: string, extra = ''): string => `<path d="${pts(p)}" fill="${fill}"${attrs(extra)}/>`;
export const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
export const line = (d: string, stroke: string, w: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${f(w)}" stroke-linecap="round"${attrs(extra)}/>`;
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${attrs(extra)}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${attrs(extra)}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${attrs(extra)}/>`;
export const op = (o: number): string => ` opacity="${o}"`;

/** Group with translate/scale (negative scale flips horizontally). */
export const g = (x: number, y: number, s: number, body: string, flip = false): string => {
  const sc = s !== 1 || flip ? ` scale(${f(flip ? -s : s)} ${f(s)})` : '';
  return `<g transform="translate(${f(x)} ${f(y)})${sc}">${body}</g>`;
};

/** mulberry32 seeded from a string: same input, same picture. */
export function rng(seed: string): () => number {
  let a = 0;
  for (const ch of seed) a = (Math.imul(a ^ ch.charCodeAt(0), 2654435761) + 1) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One SVG document: collects gradient defs and drawing parts. */
export class Doc {
  readonly rand: () => number;
  private defs: string[] = [];
  private parts: string[] = [];
  private n = 0;
  private id: string;
  constructor(
    readonly w: number,
    readonly h: number,
    seed: string,
  ) {
    this.rand = rng(seed);
    this.id =
      seed
        .replace(/[^a-z]/gi, '')
        .slice(0, 3)
        .toLowerCase() || 'k';
  }
  /** Random number in [a, b). */
  r(a: number, b: number): number {
    return a + (b - a) * this.rand();
  }
  private stops(s: Stop[]): string {
    return s
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a != null ? ` stop-opacity="${a}"` : ''}/>`)
      .join('');
  }
  /** Linear gradient, vertical by default; returns a fill reference. */
  lin(s: Stop[], x2 = 0, y2 = 1): string {
    const id = `${this.id}${this.n++}`;
    this.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${this.stops(s)}</linearGradient>`);
    return `url(#${id})`;
  }
  rad(s: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = `${this.id}${this.n++}`;
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${this.stops(s)}</radialGradient>`);
    return `url(#${id})`;
  }
  clip(shape: string): string {
    const id = `${this.id}${this.n++}`;
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }
  private syms = new Map<string, string>();
  /** Define a reusable group once (by key) and return its id. */
  sym(key: string, body: () => string): string {
    let id = this.syms.get(key);
    if (!id) {
      id = `${this.id}${this.n++}`;
      this.syms.set(key, id);
      this.defs.push(`<g id="${id}">${body()}</g>`);
    }
    return id;
  }
  /** Place a defined group; colour is inherited through currentColor. */
  use(id: string, x: number, y: number, s = 1, flip = false, color = ''): string {
    const sc = s !== 1 || flip ? ` scale(${f(flip ? -s : s)} ${f(s)})` : '';
    return `<use href="#${id}" transform="translate(${f(x)} ${f(y)})${sc}"${color ? ` color="${color}"` : ''}/>`;
  }
  /** Draw a group plus its mirror image in the waterline wy. */
  twin(key: string, body: () => string, wy: number, o = 0.3): string {
    const u = this.use(this.sym(key, body), 0, 0);
    return u + reflect(wy, u, o);
  }
  add(...s: string[]): this {
    this.parts.push(...s);
    return this;
  }
  toString(): string {
    const d = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">${d}${this.parts.join('')}</svg>\n`;
  }
}

/** Mirror a drawing in the waterline wy (for reflections). */
export const reflect = (wy: number, body: string, o = 0.3): string =>
  `<g transform="matrix(1 0 0 -1 0 ${f(2 * wy)})" opacity="${o}">${body}</g>`;
