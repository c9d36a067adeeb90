// "Skip to content": the first focusable thing on every page, jumping past the header to <main>.
import { useTranslation } from '@kemet/platform';
import '../messages/shellMessages';
import styles from './SkipLink.module.css';

export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation('shell');
  return (
    <a className={styles.skipLink} href={`#${target}`}>
      {t('header.skipToContent')}
    </a>
  );
}
