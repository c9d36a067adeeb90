// The remotes' sections on the home page, in their manifests' order, each holding its height while it loads (per
// breakpoint, as its manifest gives it: HomePage.module.css picks the one for the width).
import type { CSSProperties } from 'react';
import { RemoteComponent, useTranslation, type SectionHeight } from '@kemet/platform';
import '../../messages/shellMessages';
import { Skeleton } from '@kemet/ui';
import { useLocalized, useSite } from '../../app/site';
import styles from './HomePage.module.css';

const heightProperties = ({ small, medium = small, large = medium }: SectionHeight) =>
  ({
    '--section-height-small': small,
    '--section-height-medium': medium,
    '--section-height-large': large,
  }) as CSSProperties;

export function HomeSections() {
  const { t } = useTranslation('shell');
  const localized = useLocalized();
  return useSite().homeSections.map(({ remote, module, label, height, hydrateOnIntent }) => (
    <div key={`${remote}/${module}`} className={styles.section} style={heightProperties(height)}>
      <RemoteComponent
        remote={remote}
        module={module}
        label={localized(label)}
        hydrateOnIntent={hydrateOnIntent}
        fallback={
          <Skeleton height="var(--section-height)" label={t('home.sectionLoading', { label: localized(label) })} />
        }
      />
    </div>
  ));
}
