// Three images whose order rotates forward or back on the previous / next buttons (the tour cards' slider). "Next"
// sits at the reading end and the arrow keys follow the reading direction: in Arabic, ← is the next photo.
// With `steps`, the buttons also work before the page's code is live: they submit a GET form to the list page with
// the photo to show first (?photo=<key>-<position>, back at this slider's place), which the server renders.
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { Experience } from '@kemet/contract';
import { usePreferences, useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import { ExperienceImage } from './ExperienceImage';
import { HiddenFields } from './HiddenFields';
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

/** How a step made before the page is live is sent: the list page's address and state, and this slider's key. */
export interface SliderSteps {
  action: string;
  keep: URLSearchParams;
  key: string;
  /** The steps already taken (from ?photo=), so the server's HTML shows that photo first. */
  shift: number;
}

export function ImageSlider({
  experience,
  eager = false,
  steps,
}: {
  experience: Experience;
  eager?: boolean;
  steps?: SliderSteps;
}) {
  const { t } = useTranslation('catalog');
  const { direction } = usePreferences();
  const [shift, setShift] = useState(steps?.shift ?? 0);
  const [main, ...thumbs] = rotate(experience.images, shift);
  const count = experience.images.length;
  const position = (((shift % count) + count) % count) + 1;
  const name = experience.name;
  const anchor = `photos-${steps?.key ?? experience.id}`;
  const positionAfter = (step: number) => ((((shift + step) % count) + count) % count) + 1;
  const stepper = (step: number) => ({
    ...(steps
      ? { type: 'submit' as const, name: 'photo', value: `${steps.key}-${positionAfter(step)}` }
      : { type: 'button' as const }),
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      setShift((s) => s + step);
    },
  });
  const onKeyDown = (event: KeyboardEvent) => {
    const step = arrowStep(event.key, direction);
    if (step === 0) return;
    event.preventDefault();
    setShift((s) => s + step);
  };
  return (
    <div
      id={steps && anchor}
      className={styles.slider}
      role="group"
      aria-roledescription="carousel"
      aria-label={t('slider.photos', { name })}
    >
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
          <ExperienceImage
            key={src}
            experience={experience}
            src={src}
            sizes="(min-width: 768px) 15vw, 25vw"
            className={styles.thumb}
            alt=""
          />
        ))}
      </div>
      <form
        method="get"
        action={steps && `${steps.action}#${anchor}`}
        className={styles.controls}
        onSubmit={(event) => event.preventDefault()}
      >
        {steps && <HiddenFields params={steps.keep} />}
        <button
          {...stepper(-1)}
          className={styles.arrow}
          aria-label={t('slider.previous', { name })}
          onKeyDown={onKeyDown}
        >
          <span className={styles.chevron} aria-hidden="true">
            ‹
          </span>
        </button>
        <span className={styles.counter} aria-live="polite">
          {t('slider.counter', { position, count })}
        </span>
        <button {...stepper(1)} className={styles.arrow} aria-label={t('slider.next', { name })} onKeyDown={onKeyDown}>
          <span className={styles.chevron} aria-hidden="true">
            ›
          </span>
        </button>
      </form>
    </div>
  );
}
