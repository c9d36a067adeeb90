// Adding a one-off session on a Cairo date and time (owners). The service refuses a day or time already past and a time
// that does not exist in Cairo (the spring clock change), on the field it names; what was typed stays.
import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import { FormField, FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import { oneOffSessionSchema } from '@kemet/contract/forms';
import '../../messages/partnerMessages';
import { sessionsApi } from './sessionsApi';
import { sessionKeys } from './sessionsQueries';
import sections from '../../components/sections.module.css';
import styles from './sessions.module.css';

export function OneOffSessionForm({ experienceId }: { experienceId: number }) {
  const { t } = useTranslation('partner');
  const queryClient = useQueryClient();
  const headingId = useId();
  const form = useKemetForm({
    initialValues: { date: '', time: '', durationMinutes: '', capacity: '', bookingCutoffMinutes: '0' },
    validationSchema: oneOffSessionSchema,
    submit: async (values, helpers) => {
      await sessionsApi.addSession(experienceId, oneOffSessionSchema.cast(values));
      helpers.resetForm();
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      return t('schedule.sessionAdded');
    },
  });
  return (
    <section className={sections.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={sections.heading}>
        {t('schedule.oneOffTitle')}
      </h2>
      <p className={sections.lead}>{t('schedule.oneOffLead')}</p>
      <FormikForm form={form} className={sections.form} aria-labelledby={headingId}>
        <div className={styles.grid}>
          <FormField name="date" label={t('schedule.date')} type="date" />
          <FormField name="time" label={t('schedule.time')} type="time" hint={t('schedule.cairoTime')} />
          <FormField name="durationMinutes" label={t('schedule.duration')} type="number" inputMode="numeric" />
          <FormField name="capacity" label={t('schedule.capacity')} type="number" inputMode="numeric" />
          <FormField name="bookingCutoffMinutes" label={t('schedule.cutoff')} type="number" inputMode="numeric" />
        </div>
        <FormStatusNotice />
        <Button type="submit" variant="secondary" disabled={!form.canSubmit} busy={form.busy}>
          {t('schedule.addSessionButton')}
        </Button>
      </FormikForm>
    </section>
  );
}
