// The home hero's three slides: illustration and what it shows (its alt text and caption).
import pyramids from '../../assets/hero/hero-pyramids.svg';
import luxor from '../../assets/hero/hero-luxor.svg';
import nile from '../../assets/hero/hero-nile.svg';

export interface HeroSlide {
  src: string;
  alt: string;
}

export const HERO_SLIDES: HeroSlide[] = [
  { src: pyramids, alt: 'The pyramids of Giza at golden hour' },
  { src: luxor, alt: 'The temple columns of Luxor' },
  { src: nile, alt: 'A felucca sailing on the Nile' },
];

export const HERO_IMAGE_WIDTH = 1600;
export const HERO_IMAGE_HEIGHT = 700;
export const HERO_INTERVAL_MS = 7000;
