// Three images whose order rotates forward or back on the previous / next buttons (the tour cards' slider). "Next"
// sits at the reading end and the arrow keys follow the reading direction: in Arabic, ← is the next photo.
import { useState, type KeyboardEvent } from 'react';
import type { Experience } from '@kemet/contract';
import { usePreferences, useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import { ExperienceImage } from './ExperienceImage';
import styles from './ImageSlider.module.css';

/** The images in display order after `shift` steps forward (negative: backward). */
export function rotate<T>(items: readonly T[], shift: number): T[] {
  const n = items.length;
  const start = ((shift % n) + n) % n;
  return [...items.slice(start), ...items.slice(0, start)];
}

/** The step an arrow key makes: toward the reading end is forward. */
export function arrowStep(key: string, direction: 'ltr' | 'rtl'): number {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  return key === forward ? 1 : key === back ? -1 : 0;
}

export function ImageSlider({ experience, eager = false }: { experience: Experience; eager?: boolean }) {
  const { t } = useTranslation('catalog');
  const { direction } = usePreferences();
  const [shift, setShift] = useState(0);
  const [main, ...thumbs] = rotate(experience.images, shift);
  const count = experience.images.length;
  const position = (((shift % count) + count) % count) + 1;
  const name = experience.name;
  const onKeyDown = (event: KeyboardEvent) => {
    const step = arrowStep(event.key, direction);
    if (step === 0) return;
    event.preventDefault();
    setShift((s) => s + step);
  };
  return (
    <div className={styles.slider} role="group" aria-roledescription="carousel" aria-label={t('slider.photos', { name })}>
      <ExperienceImage
        experience={experience}
        src={main ?? ''}
        sizes="(min-width: 1280px) 520px, (min-width: 768px) 45vw, 75vw"
        className={styles.main}
        alt={t('slider.photo', { name, position, count })}
        eager={eager}
      />
      <div className={styles.thumbs}>
        {thumbs.map((src) => (
          <ExperienceImage key={src} experience={experience} src={src} sizes="(min-width: 768px) 15vw, 25vw" className={styles.thumb} alt="" />
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          aria-label={t('slider.previous', { name })}
          onClick={() => setShift((s) => s - 1)}
          onKeyDown={onKeyDown}
        >
          <span className={styles.chevron} aria-hidden="true">
            ‹
          </span>
        </button>
        <span className={styles.counter} aria-live="polite">
          {t('slider.counter', { position, count })}
        </span>
        <button
          type="button"
          className={styles.arrow}
          aria-label={t('slider.next', { name })}
          onClick={() => setShift((s) => s + 1)}
          onKeyDown={onKeyDown}
        >
          <span className={styles.chevron} aria-hidden="true">
            ›
          </span>
        </button>
      </div>
    </div>
  );
}
