// Home: hero slider, the remotes' home sections (from their manifests), newsletter box (loaded when it nears the
// viewport).
import { lazy, Suspense } from 'react';
import { Skeleton } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import '../../messages/shellMessages';
import { usePageTitle } from '../../ui/usePageTitle';
import { WhenVisible } from '../../ui/WhenVisible';
import { HeroSlider } from './HeroSlider';
import { HomeSections } from './HomeSections';
import styles from './HomePage.module.css';

const NewsletterBox = lazy(async () => ({ default: (await import('./NewsletterBox')).NewsletterBox }));
const NEWSLETTER_HEIGHT = '240px';

export function HomePage() {
  const { t } = useTranslation('shell');
  usePageTitle(t('home.title'));
  return (
    <div className={styles.home}>
      <HeroSlider />
      <HomeSections />
      <WhenVisible minHeight={NEWSLETTER_HEIGHT}>
        <Suspense fallback={<Skeleton height={NEWSLETTER_HEIGHT} label={t('home.newsletterLoading')} />}>
          <NewsletterBox />
        </Suspense>
      </WhenVisible>
    </div>
  );
}
