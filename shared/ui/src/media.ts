// The breakpoints of tokens.css (its @custom-media rules) as media queries for useMediaQuery; media.test.ts keeps them
// equal.
export const media = {
  fromSmall: '(min-width: 480px)',
  fromMedium: '(min-width: 768px)',
  aboveMedium: '(min-width: 769px)',
  fromLarge: '(min-width: 1280px)',
  fromWide: '(min-width: 1420px)',
} as const;

export type MediaName = keyof typeof media;
