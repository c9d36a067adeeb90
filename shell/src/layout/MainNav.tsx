// The header's site links: Events, Tours, About, Contact.
import { NavLink } from '@kemet/platform';
import styles from './Header.module.css';

const LINKS = [
  { to: '/events', label: 'Events' },
  { to: '/tours', label: 'Tours' },
  { to: '/aboutus', label: 'About' },
  { to: '/contactus', label: 'Contact' },
];

export function MainNav() {
  return (
    <nav aria-label="Main">
      <ul className={styles.links}>
        {LINKS.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to} className={styles.link}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
