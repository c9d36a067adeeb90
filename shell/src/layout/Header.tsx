// The site header: logo, main links, the account corner, and the language and currency switches; under 768px these
// fold into a dropdown menu.
import { useId } from 'react';
import { useTranslation } from '@kemet/platform';
import { AccountActions } from './AccountActions';
import { CurrencySwitch } from './CurrencySwitch';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { useMenuDisclosure } from './useMenuDisclosure';
import '../messages/shellMessages';
import styles from './Header.module.css';
import preferences from './Preferences.module.css';

export function Header() {
  const { open, toggle, containerRef, toggleRef } = useMenuDisclosure<HTMLElement, HTMLButtonElement>();
  const { t } = useTranslation('shell');
  const menuId = useId();
  return (
    <header ref={containerRef} className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={toggle}
        >
          <span className={styles.bars} aria-hidden="true" data-open={open} />
          <span className="visually-hidden">{t('header.menu')}</span>
        </button>
        <div id={menuId} className={`${styles.menu} ${open ? styles.open : ''}`}>
          <MainNav />
          <AccountActions />
          <div role="group" aria-label={t('header.preferences')} className={preferences.preferences}>
            <LanguageSwitch />
            <CurrencySwitch />
          </div>
        </div>
      </div>
    </header>
  );
}
