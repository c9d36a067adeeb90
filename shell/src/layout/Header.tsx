// The site header: logo, main links and the account corner; under 768px these fold into a dropdown menu.
import { useId } from 'react';
import { AccountActions } from './AccountActions';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { useMenuDisclosure } from './useMenuDisclosure';
import styles from './Header.module.css';

export function Header() {
  const { open, toggle, containerRef, toggleRef } = useMenuDisclosure<HTMLElement, HTMLButtonElement>();
  const menuId = useId();
  return (
    <header ref={containerRef} className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <button ref={toggleRef} type="button" className={styles.menuToggle} aria-expanded={open} aria-controls={menuId} onClick={toggle}>
          <span className={styles.bars} aria-hidden="true" data-open={open} />
          <span className="visually-hidden">Menu</span>
        </button>
        <div id={menuId} className={`${styles.menu} ${open ? styles.open : ''}`}>
          <MainNav />
          <AccountActions />
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
