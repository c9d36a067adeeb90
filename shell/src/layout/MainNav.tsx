// The header's site links: Events, Tours, About, Contact.
import { NavLink, useTranslation } from '@kemet/platform';
import '../messages/shellMessages';
import styles from './Header.module.css';

const LINKS = [
  { to: '/events', name: 'events' },
  { to: '/tours', name: 'tours' },
  { to: '/aboutus', name: 'about' },
  { to: '/contactus', name: 'contact' },
] as const;

export function MainNav() {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('header.mainNav')}>
      <ul className={styles.links}>
        {LINKS.map(({ to, name }) => (
          <li key={to}>
            <NavLink to={to} className={styles.link}>
              {t(`header.nav.${name}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
