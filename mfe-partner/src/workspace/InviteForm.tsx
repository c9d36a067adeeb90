// "Invite someone" (owners): an email and a role (staff unless owner is chosen), by the contract's rules. The service
// mails the link; a refusal (already a member, too many changes) shows under the field or the form, the typed address
// kept.
import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import { FormField, FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import { staffInvitationSchema, type StaffInvitationInput } from '@kemet/contract/forms';
import '../messages/partnerMessages';
import { partnerApi } from '../api/partnerApi';
import { partnerKeys } from '../api/partnerQueries';
import { isolate } from '../components/isolate';
import styles from '../components/sections.module.css';

export function InviteForm() {
  const { t } = useTranslation('partner');
  const queryClient = useQueryClient();
  const headingId = useId();
  const roleId = useId();
  const form = useKemetForm<StaffInvitationInput>({
    initialValues: { email: '', role: 'staff' },
    validationSchema: staffInvitationSchema,
    validateOnMount: true,
    submit: async (values, helpers) => {
      const { invitation } = await partnerApi.invite({ email: values.email.trim(), role: values.role });
      helpers.resetForm();
      await queryClient.invalidateQueries({ queryKey: partnerKeys.all });
      return t('invite.sent', { email: isolate(invitation.email) });
    },
  });

  return (
    <>
      <h3 id={headingId} className={styles.subheading}>
        {t('invite.title')}
      </h3>
      <p className={styles.lead}>{t('invite.lead')}</p>
      <FormikForm form={form} className={styles.form} aria-labelledby={headingId}>
        <div className={styles.fields}>
          <FormField
            name="email"
            label={t('invite.email')}
            type="email"
            dir="ltr"
            autoComplete="off"
            inputMode="email"
          />
          <div className={styles.select}>
            <label htmlFor={roleId}>{t('invite.role')}</label>
            <select id={roleId} {...form.formik.getFieldProps('role')}>
              <option value="staff">{t('role.staff')}</option>
              <option value="owner">{t('role.owner')}</option>
            </select>
          </div>
        </div>
        <FormStatusNotice />
        <Button type="submit" disabled={!form.canSubmit} busy={form.busy}>
          {t('invite.button')}
        </Button>
      </FormikForm>
    </>
  );
}
