// The home hero's three slides: picture and what it shows (its alt text and caption). The pictures are WebP rendered
// from the illustrations beside them (hero-<name>.svg) by `npm run hero-pictures -w shell`, at two widths.
import pyramids800 from '../../assets/hero/hero-pyramids-800.webp';
import pyramids1600 from '../../assets/hero/hero-pyramids-1600.webp';
import luxor800 from '../../assets/hero/hero-luxor-800.webp';
import luxor1600 from '../../assets/hero/hero-luxor-1600.webp';
import nile800 from '../../assets/hero/hero-nile-800.webp';
import nile1600 from '../../assets/hero/hero-nile-1600.webp';

export interface HeroSlide {
  src: string;
  srcSet: string;
  /** Its alt text and caption: home.hero.slides.<name> in the shell's messages. */
  name: 'pyramids' | 'luxor' | 'nile';
}

const slide = (name: HeroSlide['name'], small: string, large: string): HeroSlide => ({
  src: large,
  srcSet: `${small} 800w, ${large} 1600w`,
  name,
});

export const HERO_SLIDES: HeroSlide[] = [
  slide('pyramids', pyramids800, pyramids1600),
  slide('luxor', luxor800, luxor1600),
  slide('nile', nile800, nile1600),
];

export const HERO_IMAGE_WIDTH = 1600;
export const HERO_IMAGE_HEIGHT = 700;
export const HERO_INTERVAL_MS = 7000;
