// A listing's weekly rules: the list (each removable by an owner) and the form adding one. Every change sends the whole
// list; the service regenerates the sessions and never touches sold ones.
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@kemet/ui';
import type { WeeklyRule } from '@kemet/contract';
import { useFormat, useTranslation } from '@kemet/platform';
import { FormField, FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import { weeklyRuleSchema } from '@kemet/contract/forms';
import '../../messages/partnerMessages';
import { failedNote, type ActionNote } from '../../components/actionNote';
import { sessionsApi } from './sessionsApi';
import { sessionKeys } from './sessionsQueries';
import { SelectField } from './SelectField';
import sections from '../../components/sections.module.css';
import styles from './sessions.module.css';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

export function useWeekdayName() {
  const { t } = useTranslation('partner');
  return (weekday: number) => t(`schedule.weekdays.${weekday}`);
}

function AddRuleForm({ experienceId, rules }: { experienceId: number; rules: WeeklyRule[] }) {
  const { t } = useTranslation('partner');
  const queryClient = useQueryClient();
  const weekdayName = useWeekdayName();
  const headingId = useId();
  const form = useKemetForm({
    initialValues: { weekday: '5', time: '', durationMinutes: '', capacity: '', bookingCutoffMinutes: '0' },
    validationSchema: weeklyRuleSchema,
    submit: async (values, helpers) => {
      const rule: WeeklyRule = weeklyRuleSchema.cast(values);
      await sessionsApi.replaceRules(experienceId, [...rules, rule]);
      helpers.resetForm();
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      return t('schedule.ruleAdded');
    },
  });
  return (
    <>
      <h3 id={headingId} className={sections.subheading}>
        {t('schedule.addRule')}
      </h3>
      <FormikForm form={form} className={sections.form} aria-labelledby={headingId}>
        <div className={styles.grid}>
          <SelectField
            name="weekday"
            label={t('schedule.weekday')}
            options={WEEKDAYS.map((d) => [String(d), weekdayName(d)])}
          />
          <FormField name="time" label={t('schedule.time')} type="time" hint={t('schedule.cairoTime')} />
          <FormField name="durationMinutes" label={t('schedule.duration')} type="number" inputMode="numeric" />
          <FormField name="capacity" label={t('schedule.capacity')} type="number" inputMode="numeric" />
          <FormField name="bookingCutoffMinutes" label={t('schedule.cutoff')} type="number" inputMode="numeric" />
        </div>
        <FormStatusNotice />
        <Button type="submit" variant="secondary" disabled={!form.canSubmit} busy={form.busy}>
          {t('schedule.addRuleButton')}
        </Button>
      </FormikForm>
    </>
  );
}

export function WeeklyRules({
  experienceId,
  rules,
  owner,
}: {
  experienceId: number;
  rules: WeeklyRule[];
  owner: boolean;
}) {
  const { t } = useTranslation('partner');
  const format = useFormat();
  const weekdayName = useWeekdayName();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [note, setNote] = useState<ActionNote | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async (index: number) => {
    setBusy(true);
    setNote(null);
    try {
      await sessionsApi.replaceRules(
        experienceId,
        rules.filter((_, i) => i !== index),
      );
      setNote({ tone: 'success', text: t('schedule.ruleRemoved') });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    } catch (error) {
      setNote(failedNote(error, t('schedule.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={sections.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={sections.heading}>
        {t('schedule.rulesTitle')}
      </h2>
      <p className={sections.lead}>{t('schedule.rulesLead')}</p>
      {rules.length === 0 ? (
        <p className={sections.lead}>{t('schedule.noRules')}</p>
      ) : (
        <ul className={sections.list} aria-labelledby={headingId}>
          {rules.map((rule, index) => (
            <li key={`${rule.weekday}@${rule.time}`} className={sections.row}>
              <div className={sections.rowText}>
                <p className={sections.name}>
                  {t('schedule.ruleWhen', { day: weekdayName(rule.weekday), time: rule.time })}
                </p>
                <p className={sections.detail}>
                  {t('schedule.ruleFacts', {
                    minutes: format.number(rule.durationMinutes),
                    capacity: format.number(rule.capacity),
                    cutoff: format.number(rule.bookingCutoffMinutes),
                  })}
                </p>
              </div>
              {owner && (
                <Button
                  variant="ghost"
                  disabled={busy}
                  onClick={() => void remove(index)}
                  aria-label={t('schedule.removeRuleLabel', { day: weekdayName(rule.weekday), time: rule.time })}
                >
                  {t('schedule.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {note && (
        <p role={note.tone === 'error' ? 'alert' : 'status'} className={sections.detail}>
          {note.text}
        </p>
      )}
      {owner && <AddRuleForm experienceId={experienceId} rules={rules} />}
    </section>
  );
}
