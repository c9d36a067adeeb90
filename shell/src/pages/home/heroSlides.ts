// The home hero's three slides: illustration and what it shows (its alt text and caption).
import pyramids from '../../assets/hero/hero-pyramids.svg';
import luxor from '../../assets/hero/hero-luxor.svg';
import nile from '../../assets/hero/hero-nile.svg';

export interface HeroSlide {
  src: string;
  /** Its alt text and caption: home.hero.slides.<name> in the shell's messages. */
  name: 'pyramids' | 'luxor' | 'nile';
}

export const HERO_SLIDES: HeroSlide[] = [
  { src: pyramids, name: 'pyramids' },
  { src: luxor, name: 'luxor' },
  { src: nile, name: 'nile' },
];

export const HERO_IMAGE_WIDTH = 1600;
export const HERO_IMAGE_HEIGHT = 700;
export const HERO_INTERVAL_MS = 7000;
