// The site footer: logo, tagline and social links; Support and Company columns; copyright, map-data credits and, in
// Arabic, the digits setting.
import { Link, useNow, usePreferences, useTranslation } from '@kemet/platform';
import shellEnglish from '../messages/shell.en';
import '../messages/shellMessages';
import { DigitsSwitch } from './DigitsSwitch';
import { Logo } from './Logo';
import { SocialIcons } from './SocialIcons';
import styles from './Footer.module.css';

const COLUMNS = [
  {
    title: 'support',
    links: [
      { to: '/support', name: 'supportCenter' },
      { to: '/terms', name: 'terms' },
      { to: '/privacypolices', name: 'privacy' },
    ],
  },
  {
    title: 'company',
    links: [
      { to: '/aboutus', name: 'aboutUs' },
      { to: '/contactus', name: 'contactUs' },
      { to: '/partners', name: 'partners' },
      { to: '/testimonials', name: 'testimonials' },
      { to: '/faq', name: 'faq' },
    ],
  },
] as const;

export const MAP_CREDITS = shellEnglish.footer.mapCredits;

export function Footer() {
  const { t } = useTranslation('shell');
  const { locale } = usePreferences();
  const year = new Intl.NumberFormat(locale, { useGrouping: false }).format(new Date(useNow()).getFullYear());
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo size={48} />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          <SocialIcons />
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t(`footer.${column.title}`)} className={styles.column}>
            <h2 className={styles.heading}>{t(`footer.${column.title}`)}</h2>
            <ul className={styles.list}>
              {column.links.map(({ to, name }) => (
                <li key={to}>
                  <Link to={to} className={styles.link}>
                    {t(`footer.links.${name}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <p>{t('footer.copyright', { year })}</p>
        <p className={styles.credits}>{t('footer.mapCredits')}</p>
        <DigitsSwitch />
      </div>
    </footer>
  );
}
