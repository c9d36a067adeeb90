// The company card: the provider's logo, name, location, website (new tab) and the 'Trusted Partner' badge.
import type { Provider } from '@kemet/contract';
import { useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import { LocationLine } from './LocationLine';
import { TrustedBadge } from './TrustedBadge';
import styles from './ProviderCard.module.css';

export function websiteLabel(website: string): string {
  return website.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

export function ProviderCard({ provider }: { provider: Provider }) {
  const { t } = useTranslation('catalog');
  const name = provider.label;
  return (
    <aside className={styles.card} aria-label={t('provider.about', { name })}>
      <img
        className={styles.logo}
        src={provider.image}
        alt={t('card.logo', { name })}
        width={72}
        height={72}
        loading="lazy"
      />
      <div className={styles.text}>
        <TrustedBadge />
        <h2 className={styles.name}>{name}</h2>
        <LocationLine location={provider.location} />
        <a className={styles.website} href={provider.website} target="_blank" rel="noopener noreferrer" dir="ltr">
          {websiteLabel(provider.website)}
          <span className="visually-hidden" dir="auto">
            {t('card.newTab')}
          </span>
        </a>
      </div>
    </aside>
  );
}
