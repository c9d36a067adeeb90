// GatePage (/gate), exposed as 'account/GatePage': provider staff check travellers' tickets in. A device signed in as
// staff goes straight to the checks; any other device is set up with its provider's gate key, kept in localStorage.
import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, QueryError, useAuth, useTranslation } from '@kemet/platform';
import { Trans } from '@kemet/platform/trans';
import '../messages/accountMessages';
import { Button, Skeleton } from '@kemet/ui';
import type { GateProvider } from '@kemet/contract';
import { gateKeys, useGateProvider } from '../api/getGateProvider';
import { GateDesk } from './GateDesk';
import { GateKeyForm } from './GateKeyForm';
import { gateKeyStore } from './gateKeyStore';
import styles from './Gate.module.css';

export default function GatePage() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [gateKey, setGateKey] = useState(gateKeyStore.read);
  const [keyRefused, setKeyRefused] = useState(false);
  const { loggedIn } = useAuth();
  const provider = useGateProvider(gateKey, loggedIn);
  const refused = provider.error instanceof ApiError && provider.error.status === 401;
  const asking = gateKey !== null || loggedIn;

  const keepKey = (key: string, answer: GateProvider) => {
    gateKeyStore.save(key);
    queryClient.setQueryData(gateKeys.current(key), answer);
    setKeyRefused(false);
    setGateKey(key);
  };
  const forgetKey = () => {
    gateKeyStore.forget();
    setGateKey(null);
  };
  const onRefused = useCallback(() => {
    if (gateKey) {
      gateKeyStore.forget();
      setKeyRefused(true);
      setGateKey(null);
    }
    // Ask again who this device is: a staff session may still speak once the key is gone, or may itself have ended.
    void queryClient.resetQueries({ queryKey: gateKeys.all });
  }, [gateKey, queryClient]);

  // A kept key the service no longer accepts is forgotten, and the form says why.
  useEffect(() => {
    if (refused && gateKey) onRefused();
  }, [refused, gateKey, onRefused]);

  return (
    <section className={styles.page} data-boundary="account">
      <p className={styles.eyebrow}>{t('gate.eyebrow')}</p>
      {provider.isSuccess ? (
        <>
          <h1 className={styles.title}>
            <Trans
              t={t}
              i18nKey="gate.checkingFor"
              values={{ name: provider.data.provider.name }}
              components={{ name: <bdi /> }}
            />
          </h1>
          {provider.data.via === 'key' && (
            <p className={styles.via}>
              {t('gate.viaKey')}
              <Button variant="secondary" size="sm" onClick={forgetKey}>
                {t('gate.forgetKey')}
              </Button>
            </p>
          )}
          <GateDesk gateKey={gateKey} onRefused={onRefused} />
        </>
      ) : (
        <h1 className={styles.title}>{t('gate.checkTickets')}</h1>
      )}
      {asking && provider.isPending && <Skeleton height="12rem" label={t('gate.finding')} />}
      {(refused || !asking) && !gateKey && <GateKeyForm refused={keyRefused} onAccepted={keepKey} />}
      {provider.isError && !refused && (
        <QueryError what={t('gate.findingWhat')} error={provider.error} onRetry={() => void provider.refetch()} />
      )}
    </section>
  );
}
