// The contact form: username, email, message and SEND, sent to the data service.
import { useTranslation } from '@kemet/platform';
import { formsApi } from '../../api/formsApi';
import { FormField, FormikForm, useKemetForm } from '@kemet/platform/forms';
import { contactMessageSchema, type ContactMessageInput } from '@kemet/contract/forms';
import '../../messages/shellPagesMessages';
import { SendFooter } from '../../forms/SendFooter';
import { sendTo } from '../../forms/sendTo';
import form from '../../forms/Form.module.css';

const initialValues: ContactMessageInput = { username: '', email: '', message: '' };

export function ContactForm() {
  const { t } = useTranslation('shellPages');
  const contact = useKemetForm({ initialValues, ...sendTo(contactMessageSchema, formsApi.contact) });
  return (
    <FormikForm form={contact} className={form.card} aria-label={t('contact.form.label')}>
      <p className={form.required}>{t('contact.form.required')}</p>
      <div className={`${form.fields} ${form.twoColumns}`}>
        <FormField name="username" label={t('contact.form.username')} autoComplete="name" />
        <FormField name="email" type="email" label={t('contact.form.email')} autoComplete="email" dir="ltr" />
        <FormField name="message" label={t('contact.form.message')} multiline className={form.wide} />
      </div>
      <SendFooter busy={contact.busy} successTitle={t('contact.form.success')} errorTitle={t('contact.form.failure')} />
    </FormikForm>
  );
}
