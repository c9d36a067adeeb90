// Friendly flat avatar portraits (240 x 240) for the About-us team section.
import { Doc, path, circle, ellipse, line, rect, op } from '../svg.js';

export interface Person {
  bg: string;
  skin: string;
  hair: string;
  shirt: string;
  style: 'hijab' | 'short' | 'curly' | 'bald' | 'bun' | 'wavy';
  beard?: boolean;
  glasses?: boolean;
  earrings?: string;
}

export function avatar(d: Doc, p: Person): void {
  const shade = 'rgba(0,0,0,0.12)';
  d.add(circle(120, 120, 120, p.bg), circle(120, 120, 104, '#ffffff', op(0.12)));
  // hair behind the head
  if (p.style === 'curly')
    d.add(path('M60 150Q40 60 120 48Q200 60 180 150Q196 190 170 200L70 200Q44 190 60 150Z', p.hair));
  if (p.style === 'hijab') d.add(path('M66 200Q52 80 120 52Q188 80 174 200Z', p.hair));
  // body
  d.add(
    path('M40 240Q44 180 120 176Q196 180 200 240Z', p.shirt),
    rect(104, 150, 32, 34, p.skin),
    rect(104, 150, 32, 12, shade),
  );
  if (p.style === 'hijab')
    d.add(
      path('M60 240Q56 176 120 170Q184 176 180 240Z', p.hair),
      path('M96 180Q120 196 144 180L150 214Q120 226 90 214Z', p.hair),
    );
  // head
  d.add(ellipse(120, 112, 44, 52, p.skin), ellipse(76, 116, 8, 12, p.skin), ellipse(164, 116, 8, 12, p.skin));
  const hair: Record<Person['style'], string> = {
    hijab: 'M70 120Q64 50 120 46Q176 50 170 120Q166 84 120 72Q74 84 70 120Z',
    short: 'M76 104Q72 56 120 54Q168 56 164 104Q156 80 120 76Q92 78 76 104Z',
    curly: 'M74 110Q60 52 120 50Q180 52 166 110Q160 76 120 80Q84 76 74 110Z',
    bald: 'M76 110Q74 78 88 72Q84 96 80 112ZM164 110Q166 78 152 72Q156 96 160 112Z',
    bun: 'M76 108Q72 58 120 56Q168 58 164 108Q150 76 120 78Q90 76 76 108Z',
    wavy: 'M74 112Q66 54 118 52Q176 48 166 108Q160 84 140 74Q126 90 96 84Q84 90 74 112Z',
  };
  d.add(path(hair[p.style], p.hair));
  if (p.style === 'bun') d.add(circle(120, 46, 20, p.hair));
  if (p.style === 'curly')
    for (const [x, y] of [
      [84, 70],
      [104, 58],
      [132, 58],
      [154, 70],
      [70, 100],
      [170, 100],
    ])
      d.add(circle(x, y, 14, p.hair));
  if (p.beard) d.add(path('M78 118Q80 168 120 168Q160 168 162 118Q156 146 120 148Q84 146 78 118Z', p.hair));
  // face
  d.add(ellipse(102, 114, 4.5, 5.5, '#2a1f2a'), ellipse(138, 114, 4.5, 5.5, '#2a1f2a'));
  d.add(line('M94 100q8 -5 16 0M130 100q8 -5 16 0', p.style === 'bald' ? '#8a8a8a' : p.hair, 3.5));
  d.add(
    line('M104 140q16 12 32 0', '#7a3b3b', 4),
    ellipse(92, 132, 8, 5, '#e07a6a', op(0.25)),
    ellipse(148, 132, 8, 5, '#e07a6a', op(0.25)),
  );
  d.add(line('M120 118q-4 10 0 14', 'rgba(0,0,0,0.25)', 3));
  if (p.glasses)
    d.add(
      circle(102, 114, 13, 'none', 'stroke="#2a1f2a" stroke-width="3"'),
      circle(138, 114, 13, 'none', 'stroke="#2a1f2a" stroke-width="3"'),
      line('M115 114h10', '#2a1f2a', 3),
    );
  if (p.earrings) d.add(circle(76, 132, 5, p.earrings), circle(164, 132, 5, p.earrings));
}

export const TEAM: Person[] = [
  { bg: '#e9d8b4', skin: '#c98f63', hair: '#1d6f6b', shirt: '#1f3a5f', style: 'hijab' },
  { bg: '#c8d8e4', skin: '#6b4530', hair: '#1b1414', shirt: '#c8963e', style: 'short', beard: true },
  { bg: '#f2d3c4', skin: '#f0c8a8', hair: '#7a3b22', shirt: '#1d6f6b', style: 'curly' },
  { bg: '#d8e6dc', skin: '#c9925f', hair: '#b8b2a8', shirt: '#b5523b', style: 'bald', glasses: true, beard: true },
  { bg: '#f0e2c0', skin: '#4e3024', hair: '#141014', shirt: '#b5523b', style: 'bun', earrings: '#c8963e' },
  { bg: '#d9dcef', skin: '#e2b08a', hair: '#3a2418', shirt: '#14213d', style: 'wavy' },
];
