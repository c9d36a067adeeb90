// Kemet's mark and wordmark, linking home. Used by the header (light on lapis) and the footer.
import { Link } from '@kemet/platform';
import logo from '../assets/logo/kemet-logo.svg';
import styles from './Logo.module.css';

export function Logo({ size = 40 }: { size?: number }) {
  return (
    <Link to="/home" className={styles.logo} aria-label="Kemet home">
      <img src={logo} width={size} height={size} alt="" />
      <span className={styles.wordmark} aria-hidden="true" data-wordmark>
        Kemet
      </span>
    </Link>
  );
}
