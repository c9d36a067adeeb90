// Kemet's mark and wordmark, linking home. Used by the header (light on lapis) and the footer.
import { Link, useTranslation } from '@kemet/platform';
import '../messages/shellMessages';
import logo from '../assets/logo/kemet-logo.svg';
import styles from './Logo.module.css';

export function Logo({ size = 40 }: { size?: number }) {
  const { t } = useTranslation('shell');
  return (
    <Link to="/home" className={styles.logo} aria-label={t('header.home')}>
      <img src={logo} width={size} height={size} alt="" />
      <span className={styles.wordmark} aria-hidden="true" lang="en" data-wordmark>
        Kemet
      </span>
    </Link>
  );
}
