// The ♥ that saves an experience to the wishlist: a toggle button (aria-pressed). On a card it is the heart alone,
// named with the experience; on a details page it says "Save to wishlist". Until the page is live it is drawn disabled
// with "One moment" as its hint, so a click before the code arrives is never silently lost.
import type { Experience } from '@kemet/contract';
import { useTranslation } from '@kemet/platform';
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
  const pressed = saved.isSaved(experience.id);
  const words = t('wishlist.save');
  return (
    <button
      type="button"
      className={`${styles.toggle} ${variant === 'card' ? styles.onCard : styles.onPage}`}
      aria-pressed={pressed}
      aria-label={variant === 'card' ? t('wishlist.saveNamed', { name: experience.name }) : undefined}
      disabled={!saved.live}
      title={saved.live ? undefined : t('wishlist.oneMoment')}
      data-wishlist-toggle={experience.id}
      onClick={() => saved.toggle(experience.id)}
    >
      <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4z" />
      </svg>
      {variant === 'page' && <span>{pressed ? t('wishlist.saved') : words}</span>}
    </button>
  );
}
