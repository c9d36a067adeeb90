// The site footer: logo, tagline and social links; Support and Company columns; copyright and map-data credits.
import { Link } from '@kemet/platform';
import { Logo } from './Logo';
import { SocialIcons } from './SocialIcons';
import styles from './Footer.module.css';

const COLUMNS = [
  {
    title: 'Support',
    links: [
      { to: '/support', label: 'Support Center' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/privacypolices', label: 'Privacy Policy' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/aboutus', label: 'About us' },
      { to: '/contactus', label: 'Contact us' },
      { to: '/partners', label: 'Partners' },
      { to: '/testimonials', label: 'Testimonials' },
      { to: '/faq', label: 'FAQ' },
    ],
  },
];

export const MAP_CREDITS =
  'Map data: Natural Earth (public domain). City data: SimpleMaps World Cities Database (simplemaps.com/data/world-cities), CC BY 4.0.';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo size={48} />
          <p className={styles.tagline}>Events and tours across Egypt, hosted by trusted local partners.</p>
          <SocialIcons />
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title} className={styles.column}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul className={styles.list}>
              {column.links.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to} className={styles.link}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <p>© {new Date().getFullYear()} Kemet Travel. All rights reserved.</p>
        <p className={styles.credits}>{MAP_CREDITS}</p>
      </div>
    </footer>
  );
}
