// A gate key just issued: shown this once, with a Copy button and the note that it will not be shown again. It lives
// only in this component's state: leaving the page forgets it.
import { useState } from 'react';
import { Button, Notice } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import '../messages/partnerMessages';
import type { IssuedGateKey } from '../api/partnerApi';
import styles from '../components/sections.module.css';

export function IssuedKey({ issued }: { issued: IssuedGateKey }) {
  const { t } = useTranslation('partner');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(issued.key);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <Notice tone="success" title={t('keys.issuedTitle')}>
      <input
        className={styles.secret}
        value={issued.key}
        readOnly
        dir="ltr"
        aria-label={t('keys.issuedTitle')}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p>{t('keys.issuedNote')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={() => void copyKey()}>
          {copy === 'copied' ? t('keys.copied') : t('keys.copy')}
        </Button>
        {copy === 'failed' && <span role="alert">{t('keys.copyFailed')}</span>}
      </div>
    </Notice>
  );
}
