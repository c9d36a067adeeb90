// Rejecting an application: the reason, by the contract's rule (required, up to 1000 characters), mailed to the
// applicant by the service. A refusal keeps what was typed and shows the service's words under the field or the form;
// an application someone decided meanwhile goes back to the queue.
import { useEffect, useId } from 'react';
import { Button } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import { FormField, FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import { rejectionSchema, type RejectionInput } from '@kemet/contract/forms';
import type { PartnerApplication } from '@kemet/contract';
import './messages/operationsMessages';
import { failedNote, type ActionNote } from '../components/actionNote';
import { isolate } from '../components/isolate';
import { operationsApi } from './operationsApi';
import { decidedMeanwhile } from './decisionOutcome';
import sections from '../components/sections.module.css';
import styles from './operations.module.css';

interface Props {
  application: PartnerApplication;
  onRejected: () => Promise<unknown>;
  onDecidedMeanwhile: (note: ActionNote) => Promise<unknown>;
  onCancel: () => void;
}

export function RejectForm({ application, onRejected, onDecidedMeanwhile, onCancel }: Props) {
  const { t } = useTranslation('operations');
  const headingId = useId();
  const reasonId = useId();
  const form = useKemetForm<RejectionInput>({
    initialValues: { reason: '' },
    validationSchema: rejectionSchema,
    validateOnMount: true,
    submit: async (values) => {
      try {
        await operationsApi.reject(application.id, { reason: values.reason.trim() });
      } catch (error) {
        if (!decidedMeanwhile(error)) throw error;
        await onDecidedMeanwhile(failedNote(error, t('failed')));
        return;
      }
      await onRejected();
    },
  });

  useEffect(() => {
    document.getElementById(reasonId)?.focus();
  }, [reasonId]);

  return (
    <FormikForm form={form} className={`${sections.form} ${styles.reasonForm}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.formTitle}>
        {t('rejectForm', { name: isolate(application.businessName) })}
      </h3>
      <div className={styles.reason}>
        <FormField id={reasonId} name="reason" label={t('reason')} hint={t('reasonHint')} multiline rows={4} />
      </div>
      <FormStatusNotice />
      <div className={sections.actions}>
        <Button type="submit" disabled={!form.canSubmit} busy={form.busy}>
          {t('sendRejection')}
        </Button>
        <Button variant="ghost" disabled={form.busy} onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </FormikForm>
  );
}
