// The tabs at the top of every workspace page: where a partner's work lives (workspaceLinks.ts). Plain links, so they
// work before the page's code runs; the current page is marked for screen readers too.
import { NavLink, useTranslation } from '@kemet/platform';
import type { PartnerRole } from '@kemet/contract';
import { workspaceLinks } from './workspaceLinks';
import styles from './WorkspaceNav.module.css';

export function WorkspaceNav({ role }: { role: PartnerRole }) {
  const { t } = useTranslation('partner');
  const links = workspaceLinks.filter((link) => !link.owner || role === 'owner');
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.path}>
            <NavLink to={link.path} end className={({ isActive }) => (isActive ? styles.current : styles.link)}>
              {t(`nav.${link.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
