// The home hero: 'Where Civilization Began' over three crossfading illustrations, with slide controls.
import { buttonClassName } from '@kemet/ui';
import { Link } from '@kemet/platform';
import { HERO_IMAGE_HEIGHT, HERO_IMAGE_WIDTH, HERO_INTERVAL_MS, HERO_SLIDES } from './heroSlides';
import { useSlideRotation } from './useSlideRotation';
import styles from './HeroSlider.module.css';

export function HeroSlider() {
  const { index, playing, show, togglePlaying, hold } = useSlideRotation(HERO_SLIDES.length, HERO_INTERVAL_MS);
  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label="Highlights of Egypt"
      onMouseEnter={() => hold(true)}
      onMouseLeave={() => hold(false)}
      onFocus={() => hold(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) hold(false);
      }}
    >
      <div className={styles.slides} aria-live={playing ? 'off' : 'polite'}>
        {HERO_SLIDES.map((slide, i) => (
          <div
            key={slide.alt}
            className={`${styles.slide} ${i === index ? styles.current : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${HERO_SLIDES.length}`}
            aria-hidden={i !== index}
          >
            <img
              src={slide.src}
              alt={slide.alt}
              width={HERO_IMAGE_WIDTH}
              height={HERO_IMAGE_HEIGHT}
              {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
              decoding={i === 0 ? 'sync' : 'async'}
            />
          </div>
        ))}
      </div>
      <div className={styles.copy}>
        <h1 className={styles.title}>Where Civilization Began</h1>
        <p className={styles.subtitle}>checkout our latest event in Luxor.</p>
        <Link to="/events" className={buttonClassName('primary')}>
          Explore
        </Link>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={togglePlaying} aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}>
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <button type="button" className={styles.control} onClick={() => show(index - 1)} aria-label="Previous slide">
          <span aria-hidden="true">‹</span>
        </button>
        <div className={styles.dots}>
          {HERO_SLIDES.map((slide, i) => (
            <button
              key={slide.alt}
              type="button"
              className={styles.dot}
              onClick={() => show(i)}
              aria-label={`Show slide ${i + 1}: ${slide.alt}`}
              aria-current={i === index ? 'true' : undefined}
            />
          ))}
        </div>
        <button type="button" className={styles.control} onClick={() => show(index + 1)} aria-label="Next slide">
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
