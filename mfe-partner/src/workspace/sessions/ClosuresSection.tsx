// A listing's closures (days it does not run, with the reason travellers are told) and, for owners, the form adding
// one: its sessions are cancelled with their bookings, and no session is planned in it after.
import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@kemet/ui';
import type { PartnerClosure } from '@kemet/contract';
import { useFormat, useTranslation } from '@kemet/platform';
import { FormField, FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import { closureSchema } from '@kemet/contract/forms';
import '../../messages/partnerMessages';
import { sessionsApi } from './sessionsApi';
import { sessionKeys } from './sessionsQueries';
import sections from '../../components/sections.module.css';
import styles from './sessions.module.css';

function ClosureForm({ experienceId }: { experienceId: number }) {
  const { t } = useTranslation('partner');
  const queryClient = useQueryClient();
  const headingId = useId();
  const form = useKemetForm({
    initialValues: { from: '', to: '', reason: '' },
    validationSchema: closureSchema,
    submit: async (values, helpers) => {
      const closed = await sessionsApi.addClosure(experienceId, { ...values, reason: values.reason.trim() });
      helpers.resetForm();
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      return t('schedule.closureAdded', { count: closed.sessionsCancelled, bookings: closed.bookingsCancelled });
    },
  });
  return (
    <>
      <h3 id={headingId} className={sections.subheading}>
        {t('schedule.addClosure')}
      </h3>
      <FormikForm form={form} className={sections.form} aria-labelledby={headingId}>
        <div className={styles.grid}>
          <FormField name="from" label={t('schedule.from')} type="date" />
          <FormField name="to" label={t('schedule.to')} type="date" />
        </div>
        <div className={sections.fields}>
          <FormField name="reason" label={t('schedule.closureReason')} multiline rows={2} maxLength={1000} />
        </div>
        <FormStatusNotice />
        <Button type="submit" variant="secondary" disabled={!form.canSubmit} busy={form.busy}>
          {t('schedule.addClosureButton')}
        </Button>
      </FormikForm>
    </>
  );
}

export function ClosuresSection({
  experienceId,
  closures,
  owner,
}: {
  experienceId: number;
  closures: PartnerClosure[];
  owner: boolean;
}) {
  const { t } = useTranslation('partner');
  const format = useFormat();
  const headingId = useId();
  // A closure's days are Cairo calendar days: shown as dates at Cairo noon, so no time zone moves them.
  const day = (date: string) => format.date(`${date}T10:00:00Z`);
  return (
    <section className={sections.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={sections.heading}>
        {t('schedule.closuresTitle')}
      </h2>
      <p className={sections.lead}>{t('schedule.closuresLead')}</p>
      {closures.length === 0 ? (
        <p className={sections.lead}>{t('schedule.noClosures')}</p>
      ) : (
        <ul className={sections.list} aria-labelledby={headingId}>
          {closures.map((closure) => (
            <li key={closure.id} className={sections.row}>
              <div className={sections.rowText}>
                <p className={sections.name}>
                  {closure.from === closure.to
                    ? day(closure.from)
                    : t('schedule.closureDays', { from: day(closure.from), to: day(closure.to) })}
                </p>
                <p className={sections.detail}>
                  <bdi>{closure.reason}</bdi>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {owner && <ClosureForm experienceId={experienceId} />}
    </section>
  );
}
