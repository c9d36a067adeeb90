// Three images whose order rotates forward or back on the previous / next buttons (the tour cards' slider).
import { useState } from 'react';
import type { Experience } from '@kemet/contract';
import { ExperienceImage } from './ExperienceImage';
import styles from './ImageSlider.module.css';

/** The images in display order after `shift` steps forward (negative: backward). */
export function rotate<T>(items: readonly T[], shift: number): T[] {
  const n = items.length;
  const start = ((shift % n) + n) % n;
  return [...items.slice(start), ...items.slice(0, start)];
}

export function ImageSlider({ experience, eager = false }: { experience: Experience; eager?: boolean }) {
  const [shift, setShift] = useState(0);
  const [main, ...thumbs] = rotate(experience.images, shift);
  const position = (((shift % 3) + 3) % 3) + 1;
  return (
    <div className={styles.slider} role="group" aria-roledescription="carousel" aria-label={`Photos of ${experience.name}`}>
      <ExperienceImage
        experience={experience}
        src={main ?? ''}
        className={styles.main}
        alt={`${experience.name}, photo ${position} of 3`}
        eager={eager}
      />
      <div className={styles.thumbs}>
        {thumbs.map((src) => (
          <ExperienceImage key={src} experience={experience} src={src} className={styles.thumb} alt="" />
        ))}
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} aria-label={`Previous photo of ${experience.name}`} onClick={() => setShift((s) => s - 1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <span className={styles.counter} aria-live="polite">
          {position} / 3
        </span>
        <button type="button" className={styles.arrow} aria-label={`Next photo of ${experience.name}`} onClick={() => setShift((s) => s + 1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
