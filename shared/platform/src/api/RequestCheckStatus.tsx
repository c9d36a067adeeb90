// A polite live region that says "Checking this request…" while the page solves a proof of work. Not role=status: the
// pages' own status messages stay the only ones.
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/i18n';
import { requestChecks } from './requestChecks';

export function RequestCheckStatus() {
  const { t } = useTranslation('common');
  const checking = useSyncExternalStore(requestChecks.subscribe, requestChecks.checking, () => false);
  return (
    <div aria-live="polite" className="visually-hidden">
      {checking ? t('checkingRequest') : ''}
    </div>
  );
}
