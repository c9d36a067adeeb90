// The ♥ that saves an experience to the wishlist: a toggle button whose state is aria-pressed and the filled heart.
// On a card it is the heart alone, named with the experience; on a details page it says "Save to wishlist". Until the
// page is live it is drawn disabled with "One moment" as its hint, so a click before the code arrives is never silently
// lost. A change the service refuses (the list is full, too many changes) puts the heart back and says why.
import type { Experience } from '@kemet/contract';
import { ApiError, serviceErrorText, useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import { useSavedExperiences } from '../hooks/useSavedExperiences';
import styles from './WishlistToggle.module.css';

interface Props {
  experience: Pick<Experience, 'id' | 'name'>;
  /** 'card': the heart over a card's picture; 'page': the heart and its words, on a details page. */
  variant?: 'card' | 'page';
}

export function WishlistToggle({ experience, variant = 'card' }: Props) {
  const { t } = useTranslation('catalog');
  const saved = useSavedExperiences();
  const refusal =
    saved.error instanceof ApiError
      ? serviceErrorText(saved.error.code, saved.error.message)
      : saved.error && t('wishlist.notChanged');
  return (
    <>
      <button
        type="button"
        className={`${styles.toggle} ${variant === 'card' ? styles.onCard : styles.onPage}`}
        aria-pressed={saved.isSaved(experience.id)}
        aria-label={variant === 'card' ? t('wishlist.saveNamed', { name: experience.name }) : undefined}
        disabled={!saved.live}
        title={saved.live ? undefined : t('wishlist.oneMoment')}
        data-wishlist-toggle={experience.id}
        onClick={() => saved.toggle(experience.id)}
      >
        <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4z" />
        </svg>
        {variant === 'page' && <span>{t('wishlist.save')}</span>}
      </button>
      {refusal && (
        <p role="alert" className={`${styles.refusal} ${variant === 'card' ? styles.refusalOnCard : ''}`}>
          {refusal}
        </p>
      )}
    </>
  );
}
