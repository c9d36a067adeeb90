// An owner's changes to one session, under its manifest: its capacity (the service refuses less than the places sold
// or held, and says so) and cancelling it with a reason the travellers are told (their bookings are cancelled, their
// tickets revoked and each is mailed). A session that has started or is cancelled shows neither.
import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@kemet/ui';
import type { PartnerSession } from '@kemet/contract';
import { useTranslation } from '@kemet/platform';
import { FormField, FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import { cancelSessionSchema, capacitySchema } from '@kemet/contract/forms';
import '../../messages/partnerMessages';
import { sessionsApi } from './sessionsApi';
import { sessionKeys } from './sessionsQueries';
import sections from '../../components/sections.module.css';

function CapacityForm({ session }: { session: PartnerSession }) {
  const { t } = useTranslation('partner');
  const queryClient = useQueryClient();
  const headingId = useId();
  const form = useKemetForm<{ capacity: number | string }>({
    initialValues: { capacity: session.capacity },
    validationSchema: capacitySchema,
    submit: async (values) => {
      await sessionsApi.changeCapacity(session.id, Number(values.capacity));
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      return t('changes.capacityChanged');
    },
  });
  return (
    <>
      <h3 id={headingId} className={sections.subheading}>
        {t('changes.capacityTitle')}
      </h3>
      <p className={sections.lead}>{t('changes.capacityLead', { taken: session.sold + session.held })}</p>
      <FormikForm form={form} className={sections.form} aria-labelledby={headingId}>
        <div className={sections.fields}>
          <FormField name="capacity" label={t('changes.capacity')} type="number" inputMode="numeric" min={1} />
        </div>
        <FormStatusNotice />
        <Button type="submit" variant="secondary" disabled={!form.canSubmit} busy={form.busy}>
          {t('changes.capacityButton')}
        </Button>
      </FormikForm>
    </>
  );
}

function CancelForm({ session }: { session: PartnerSession }) {
  const { t } = useTranslation('partner');
  const queryClient = useQueryClient();
  const headingId = useId();
  const form = useKemetForm<{ reason: string }>({
    initialValues: { reason: '' },
    validationSchema: cancelSessionSchema,
    submit: async (values) => {
      const { bookingsCancelled } = await sessionsApi.cancel(session.id, values.reason.trim());
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      return t('changes.cancelled', { count: bookingsCancelled });
    },
  });
  return (
    <>
      <h3 id={headingId} className={sections.subheading}>
        {t('changes.cancelTitle')}
      </h3>
      <p className={sections.lead}>{t('changes.cancelLead', { count: session.sold })}</p>
      <FormikForm form={form} className={sections.form} aria-labelledby={headingId}>
        <div className={sections.fields}>
          <FormField name="reason" label={t('changes.reason')} multiline rows={3} maxLength={1000} />
        </div>
        <FormStatusNotice />
        <Button type="submit" disabled={!form.canSubmit} busy={form.busy}>
          {t('changes.cancelButton')}
        </Button>
      </FormikForm>
    </>
  );
}

export function SessionChanges({ session }: { session: PartnerSession }) {
  const { t } = useTranslation('partner');
  const headingId = useId();
  const changeable = session.status !== 'cancelled' && new Date(session.startsAt).getTime() > Date.now();
  if (!changeable) return null;
  return (
    <section className={sections.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={sections.heading}>
        {t('changes.title')}
      </h2>
      <CapacityForm session={session} />
      <CancelForm session={session} />
    </section>
  );
}
