// A travel-product card for one event: image on top, title, location, provider, short description, what the caller
// adds (a search result's date and price), and a details link.
import type { ReactNode } from 'react';
import { experiencePath } from '@kemet/ui';
import type { Experience } from '@kemet/contract';
import { Link, useTranslation } from '@kemet/platform';
import { Trans } from '@kemet/platform/trans';
import '../messages/catalogMessages';
import { CARD_GRID_SIZES } from './cardGridSizes';
import { ExperienceImage } from './ExperienceImage';
import { LocationLine } from './LocationLine';
import { WishlistToggle } from './WishlistToggle';
import styles from './ExperienceCard.module.css';

interface Props {
  experience: Experience;
  /** The link's words: the events page says 'learn more', the home page 'Learn More', a search result its choice. */
  linkKey?: 'card.learnMore' | 'card.learnMoreHome' | 'partySearch.choose';
  /** Where the link goes: the experience's page unless given. */
  to?: string;
  /** h3 where the cards sit under a section's h2. */
  headingLevel?: 'h2' | 'h3';
  /** Lines shown under the description, above the link. */
  children?: ReactNode;
}

export function ExperienceCard({
  experience,
  linkKey = 'card.learnMore',
  to,
  headingLevel: Heading = 'h2',
  children,
}: Props) {
  const { t } = useTranslation('catalog');
  const href = to ?? experiencePath(experience);
  const linkLabel = t(linkKey);
  return (
    <article className={styles.card}>
      <WishlistToggle experience={experience} />
      <ExperienceImage
        experience={experience}
        src={experience.images[0]}
        sizes={CARD_GRID_SIZES}
        className={styles.image}
      />
      <div className={styles.body}>
        <LocationLine location={experience.locationLabel} />
        <Heading className={styles.title}>
          <bdi>{experience.name}</bdi>
        </Heading>
        <p className={styles.provider}>
          <Trans
            t={t}
            i18nKey="card.by"
            values={{ provider: experience.provider.label }}
            components={{ name: <bdi /> }}
          />
        </p>
        <p className={styles.description} dir="auto">
          {experience.description}
        </p>
        {children}
        {/* The name is in the link's text too, not only in its label: crawlers read a link's text. */}
        <Link
          className={styles.link}
          to={href}
          aria-label={t('card.linkName', { label: linkLabel, name: experience.name })}
        >
          {linkLabel}
          <span className="visually-hidden">{t('card.linkAbout', { name: experience.name })}</span>
          <span className={styles.arrow} aria-hidden="true">
            →
          </span>
        </Link>
      </div>
    </article>
  );
}
