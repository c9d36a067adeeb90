// A session's numbers as the workspace shows them everywhere: places sold, left and checked in, with its state (gate
// open, cancelled with the reason).
import type { PartnerSession } from '@kemet/contract';
import { useFormat, useTranslation } from '@kemet/platform';
import '../../messages/partnerMessages';
import styles from './sessions.module.css';
import sections from '../../components/sections.module.css';

export function SessionCounts({ session }: { session: PartnerSession }) {
  const { t } = useTranslation('partner');
  const format = useFormat();
  const figures = [
    ['sold', session.sold],
    ['left', session.left],
    ['checkedIn', session.checkedIn],
  ] as const;
  return (
    <dl className={styles.counts}>
      {figures.map(([name, value]) => (
        <div key={name}>
          <dt>{t(`sessions.counts.${name}`)}</dt>
          <dd>{format.number(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SessionBadges({ session }: { session: PartnerSession }) {
  const { t } = useTranslation('partner');
  return (
    <>
      {session.gateOpen && <span className={sections.badge}>{t('sessions.gateOpen')}</span>}
      {session.status === 'cancelled' && <span className={sections.quietBadge}>{t('sessions.cancelled')}</span>}
      {session.status === 'closed' && <span className={sections.quietBadge}>{t('sessions.closed')}</span>}
    </>
  );
}
