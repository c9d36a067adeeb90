// The header's site links: the remotes' (from their manifests: Events, Tours), then the shell's About and Contact.
import { isVisibleTo, NavLink, useTranslation, useViewer } from '@kemet/platform';
import '../messages/shellMessages';
import { useLocalized, useSite } from '../app/site';
import styles from './Header.module.css';

const SHELL_LINKS = [
  { to: '/aboutus', name: 'about' },
  { to: '/contactus', name: 'contact' },
] as const;

export function MainNav() {
  const { t } = useTranslation('shell');
  const localized = useLocalized();
  const viewer = useViewer();
  const remoteLinks = useSite()
    .nav.filter((entry) => entry.place === 'main' && isVisibleTo(entry, viewer))
    .map((entry) => ({ to: entry.path, text: localized(entry.label) }));
  const links = [...remoteLinks, ...SHELL_LINKS.map(({ to, name }) => ({ to, text: t(`header.nav.${name}`) }))];
  return (
    <nav aria-label={t('header.mainNav')}>
      <ul className={styles.links}>
        {links.map(({ to, text }) => (
          <li key={to}>
            <NavLink to={to} className={styles.link}>
              {text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
