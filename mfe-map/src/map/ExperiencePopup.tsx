// What an experience's popup says: name, place and provider, price (in the traveller's currency), and a link to its
// details page; names in another script stay readable inside Arabic lines (<bdi>).
import { experiencePath } from '@kemet/ui';
import { Link, useTranslation } from '@kemet/platform';
import { useMoney } from '@kemet/platform/query';
import { Trans } from '@kemet/platform/trans';
import type { Experience } from '@kemet/contract';
import styles from './popups.module.css';
import '../messages/mapMessages';

export function ExperiencePopup({ experience }: { experience: Experience }) {
  const { t } = useTranslation('map');
  const money = useMoney();
  return (
    <div className={styles.popup}>
      <p className={styles.title}>
        <bdi>{experience.name}</bdi>
      </p>
      <p className={styles.line}>
        <Trans
          t={t}
          i18nKey="experience.placeAndProvider"
          values={{ place: experience.locationLabel, provider: experience.provider.label }}
          components={{ bdi: <bdi /> }}
        />
      </p>
      <p className={styles.line}>
        {t('experience.from', { price: money.shown(experience.discountedPrice, experience.currency) })}
      </p>
      <Link className={styles.link} to={experiencePath(experience)}>
        {t('experience.details')}
        <span className={styles.hiddenLabel}>{t('experience.detailsOf', { name: experience.name })}</span>
      </Link>
    </div>
  );
}
