// A row of partner logo placeholders.
import partner1 from '../../assets/partners/partner-1.svg';
import partner2 from '../../assets/partners/partner-2.svg';
import partner3 from '../../assets/partners/partner-3.svg';
import partner4 from '../../assets/partners/partner-4.svg';
import partner5 from '../../assets/partners/partner-5.svg';
import partner6 from '../../assets/partners/partner-6.svg';
import { useTranslation } from '@kemet/platform';
import '../../messages/shellPagesMessages';
import styles from './PartnersPage.module.css';

const LOGOS = [partner1, partner2, partner3, partner4, partner5, partner6];

export function PartnerLogos() {
  const { t } = useTranslation('shellPages');
  return (
    <ul className={styles.logos} aria-label={t('partners.logos')}>
      {LOGOS.map((src, i) => (
        <li key={i} className={styles.logo}>
          <img src={src} width={240} height={120} alt={t('partners.logo', { n: i + 1 })} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
