// Kemet palette and time-of-day tones. Every drawing picks colours from here.
export const K = {
  lapis: '#1f3a5f',
  gold: '#c8963e',
  sand: '#e9d8b4',
  cream: '#faf6ee',
  terracotta: '#b5523b',
  teal: '#1d6f6b',
  night: '#14213d',
  white: '#fffdf7',
  lamp: '#ffd27a',
};

export type Variant = 'dawn' | 'day' | 'dusk';
export const VARIANTS: Variant[] = ['dawn', 'day', 'dusk'];

export interface Tone {
  v: Variant;
  sky: [string, string, string]; // top, middle, horizon
  sun: string;
  glow: string;
  far: string; // distant hills
  mid: string; // middle ground
  near: string; // foreground silhouettes
  sand: string;
  sandDark: string;
  lit: string; // sunlit stone
  shade: string; // stone in shadow
  water: [string, string]; // deep, surface
  cloud: string;
  ink: string; // darkest line colour
}

export const TONES: Record<Variant, Tone> = {
  dawn: {
    v: 'dawn',
    sky: ['#2a3f68', '#9a7394', '#f4bf86'],
    sun: '#ffe6b0',
    glow: '#f8c98c',
    far: '#a9859a',
    mid: '#c4907d',
    near: '#6e4a58',
    sand: '#ebc497',
    sandDark: '#c28a72',
    lit: '#f2c996',
    shade: '#a8727a',
    water: ['#3f5683', '#e8ad8e'],
    cloud: '#fbe2cf',
    ink: '#2e2440',
  },
  day: {
    v: 'day',
    sky: ['#2f6fa5', '#7fb6d6', '#e6ecdf'],
    sun: '#fff8e0',
    glow: '#fff1c4',
    far: '#c5b08c',
    mid: '#d8b97f',
    near: '#a8773f',
    sand: '#e9d8b4',
    sandDark: '#c9a46a',
    lit: '#ecd39c',
    shade: '#b7884d',
    water: ['#1d6f6b', '#5fb0a6'],
    cloud: '#ffffff',
    ink: '#1f3a5f',
  },
  dusk: {
    v: 'dusk',
    sky: ['#14213d', '#6b3a5e', '#e88a4f'],
    sun: '#f9c56a',
    glow: '#f0904f',
    far: '#7a4255',
    mid: '#4f2c46',
    near: '#23192f',
    sand: '#c97c57',
    sandDark: '#8c4646',
    lit: '#dc8a58',
    shade: '#7c3b45',
    water: ['#172645', '#c4694b'],
    cloud: '#f2a283',
    ink: '#14213d',
  },
};
