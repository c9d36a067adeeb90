// Home: hero slider, catalog's Recent Events and Tours sections, newsletter box.
import { usePageTitle } from '../ui/usePageTitle';
import { HeroSlider } from './home/HeroSlider';
import { HomeSections } from './home/HomeSections';
import { NewsletterBox } from './home/NewsletterBox';
import styles from './home/HomePage.module.css';

export function HomePage() {
  usePageTitle('Events and tours in Egypt');
  return (
    <div className={styles.home}>
      <HeroSlider />
      <HomeSections />
      <NewsletterBox />
    </div>
  );
}
