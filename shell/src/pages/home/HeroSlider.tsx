// The home hero: 'Where Civilization Began' over three crossfading illustrations, with slide controls; previous and
// next point along the reading direction.
import { buttonClassName } from '@kemet/ui';
import { Link, useTranslation } from '@kemet/platform';
import '../../messages/shellMessages';
import { HERO_IMAGE_HEIGHT, HERO_IMAGE_WIDTH, HERO_INTERVAL_MS, HERO_SLIDES } from './heroSlides';
import { useSlideRotation } from './useSlideRotation';
import styles from './HeroSlider.module.css';

export function HeroSlider() {
  const { t } = useTranslation('shell');
  const { index, playing, show, togglePlaying, hold } = useSlideRotation(HERO_SLIDES.length, HERO_INTERVAL_MS);
  const total = HERO_SLIDES.length;
  return (
    <section
      className={styles.hero}
      aria-roledescription={t('home.hero.carousel')}
      aria-label={t('home.hero.label')}
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
            key={slide.name}
            className={`${styles.slide} ${i === index ? styles.current : ''}`}
            role="group"
            aria-roledescription={t('home.hero.slide')}
            aria-label={t('home.hero.slideOf', { n: i + 1, total })}
            aria-hidden={i !== index}
          >
            <img
              src={slide.src}
              alt={t(`home.hero.slides.${slide.name}`)}
              width={HERO_IMAGE_WIDTH}
              height={HERO_IMAGE_HEIGHT}
              {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
              decoding={i === 0 ? 'sync' : 'async'}
            />
          </div>
        ))}
      </div>
      <div className={styles.copy}>
        <h1 className={styles.title}>{t('home.hero.title')}</h1>
        <p className={styles.subtitle}>{t('home.hero.subtitle')}</p>
        <Link to="/events" className={buttonClassName('primary')}>
          {t('home.hero.explore')}
        </Link>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={togglePlaying}
          aria-label={t(playing ? 'home.hero.pause' : 'home.hero.play')}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <button
          type="button"
          className={styles.control}
          data-arrow
          onClick={() => show(index - 1)}
          aria-label={t('home.hero.previous')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div className={styles.dots}>
          {HERO_SLIDES.map((slide, i) => (
            <button
              key={slide.name}
              type="button"
              className={styles.dot}
              onClick={() => show(i)}
              aria-label={t('home.hero.show', { n: i + 1, alt: t(`home.hero.slides.${slide.name}`) })}
              aria-current={i === index ? 'true' : undefined}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.control}
          data-arrow
          onClick={() => show(index + 1)}
          aria-label={t('home.hero.next')}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
