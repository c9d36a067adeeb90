// "Gate key": a device that is not signed in as provider staff is set up with its provider's key. The service checks
// the key (GET /providers/current); a refused one is said under the field, an accepted one is kept on this device.
import { useEffect, useId, useState } from 'react';
import { object, string } from 'yup';
import { ApiError, i18n, useTranslation } from '@kemet/platform';
import '../messages/accountMessages';
import { Button } from '@kemet/ui';
import { failureStatus, FormField, FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import type { GateProvider } from '@kemet/contract';
import { gateApi } from '../api/gateApi';
import styles from './Gate.module.css';

export const KEY_REFUSED_MESSAGE = 'This key is not valid or was revoked.';

/** 'This key is not valid or was revoked.' in the page's language. */
const keyRefused = () => i18n.t('gate.keyRefused', { ns: 'account' });

const gateKeySchema = object({
  key: string()
    .trim()
    .required(() => i18n.t('gate.keyRequired', { ns: 'account' })),
});

const toFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 401 ? { fields: { key: keyRefused() } } : failureStatus(error);

export interface GateKeyFormProps {
  /** The key this device had and the service has just refused, said under the field at once. */
  refused: boolean;
  onAccepted: (key: string, answer: GateProvider) => void;
}

export function GateKeyForm({ refused, onAccepted }: GateKeyFormProps) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const keyId = useId();
  const [shown, setShown] = useState(false);
  const form = useKemetForm({
    initialValues: { key: '' },
    validationSchema: gateKeySchema,
    validateOnMount: true,
    toFailure,
    submit: async ({ key }) => {
      const trimmed = key.trim();
      onAccepted(trimmed, await gateApi.currentProvider(trimmed));
    },
  });
  const { setStatus } = form.formik;
  useEffect(() => {
    if (refused) setStatus({ fields: { key: keyRefused() } });
  }, [refused, setStatus]);

  return (
    <FormikForm form={form} className={styles.keyForm} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('gate.setUp')}
      </h2>
      <p className={styles.lead}>{t('gate.setUpLead')}</p>
      <div className={styles.keyRow}>
        <FormField
          name="key"
          id={keyId}
          label={t('gate.key')}
          dir="ltr"
          type={shown ? 'text' : 'password'}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={styles.keyField}
        />
        <Button
          variant="ghost"
          size="sm"
          aria-controls={keyId}
          onClick={() => setShown((now) => !now)}
          className={styles.showKey}
        >
          {shown ? t('gate.hideKey') : t('gate.showKey')}
        </Button>
      </div>
      <FormStatusNotice />
      <Button type="submit" disabled={!form.canSubmit} busy={form.busy}>
        {t('gate.useKey')}
      </Button>
    </FormikForm>
  );
}
