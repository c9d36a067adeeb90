// Accepting: an address without an account chooses a name and a password (the sign-up's rules, the invited address as
// their context); an address with an account accepts signed in as it, with one button, or is asked to sign in first.
import { useId } from 'react';
import { Button, buttonClassName } from '@kemet/ui';
import { Link, signInPathFor, useAuth, useTranslation } from '@kemet/platform';
import { FormField, FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import { invitationAcceptanceSchema, type InvitationAcceptanceInput } from '@kemet/contract/forms';
import type { InvitationPreview } from '@kemet/contract';
import '../messages/partnerMessages';
import { partnerApi } from '../api/partnerApi';
import { isolate } from '../components/isolate';
import { useJoined } from './useJoined';
import styles from '../components/sections.module.css';

interface Props {
  token: string;
  preview: InvitationPreview;
}

export function AcceptInvitation(props: Props) {
  return props.preview.accountExists ? <AcceptSignedIn {...props} /> : <AcceptWithNewAccount {...props} />;
}

function AcceptWithNewAccount({ token, preview }: Props) {
  const { t } = useTranslation('partner');
  const joined = useJoined();
  const headingId = useId();
  const form = useKemetForm<InvitationAcceptanceInput>({
    initialValues: { fullName: '', password: '' },
    validationSchema: invitationAcceptanceSchema,
    validationContext: { email: preview.email },
    validateOnMount: true,
    submit: async (values) => {
      await joined(
        await partnerApi.acceptInvitation(token, { fullName: values.fullName.trim(), password: values.password }),
      );
    },
  });
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <p id={headingId} className={styles.lead}>
        {t('invitation.newAccountLead')}
      </p>
      <FormikForm form={form} className={styles.form} aria-labelledby={headingId}>
        <div className={styles.fields}>
          <FormField name="fullName" label={t('invitation.fullName')} autoComplete="name" />
          <FormField
            name="password"
            label={t('invitation.password')}
            type="password"
            dir="ltr"
            autoComplete="new-password"
          />
        </div>
        <FormStatusNotice />
        <Button type="submit" disabled={!form.canSubmit} busy={form.busy}>
          {t('invitation.join', { provider: isolate(preview.provider.name) })}
        </Button>
      </FormikForm>
    </section>
  );
}

function AcceptSignedIn({ token, preview }: Props) {
  const { t } = useTranslation('partner');
  const { loggedIn, user } = useAuth();
  const joined = useJoined();
  const headingId = useId();
  const form = useKemetForm<Record<string, never>>({
    initialValues: {},
    validationSchema: invitationAcceptanceSchema.pick([]),
    submit: async () => {
      await joined(await partnerApi.acceptInvitation(token, {}));
    },
  });
  if (!loggedIn)
    return (
      <section className={styles.section}>
        <p className={styles.lead}>{t('invitation.existingLead', { email: isolate(preview.email) })}</p>
        <Link
          to={signInPathFor(`/partner/invitation?token=${encodeURIComponent(token)}`)}
          className={buttonClassName('primary')}
        >
          {t('invitation.signInToAccept')}
        </Link>
      </section>
    );
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <p id={headingId} className={styles.lead}>
        {t('invitation.signedInLead', { email: isolate(user?.email ?? preview.email) })}
      </p>
      <FormikForm form={form} className={styles.form} aria-labelledby={headingId}>
        <FormStatusNotice />
        <Button type="submit" busy={form.busy}>
          {t('invitation.accept')}
        </Button>
      </FormikForm>
    </section>
  );
}
