// The company card: the provider's logo, name, location, website (new tab) and the 'Trusted Partner' badge.
import type { Provider } from '@kemet/contract';
import { LocationLine } from './LocationLine';
import { TrustedBadge } from './TrustedBadge';
import styles from './ProviderCard.module.css';

export function websiteLabel(website: string): string {
  return website.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

export function ProviderCard({ provider }: { provider: Provider }) {
  return (
    <aside className={styles.card} aria-label={`About ${provider.name}`}>
      <img className={styles.logo} src={provider.image} alt={`${provider.name} logo`} width={72} height={72} loading="lazy" />
      <div className={styles.text}>
        <TrustedBadge />
        <h2 className={styles.name}>{provider.name}</h2>
        <LocationLine location={provider.location} />
        <a className={styles.website} href={provider.website} target="_blank" rel="noopener noreferrer">
          {websiteLabel(provider.website)}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </aside>
  );
}
