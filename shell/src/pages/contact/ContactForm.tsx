// The contact form: username, email, message and SEND, sent to the data service.
import { formsApi } from '../../api/formsApi';
import { FormField, FormikForm, useKemetForm } from '@kemet/platform/forms';
import { contactMessageSchema, type ContactMessageInput } from '@kemet/contract/forms';
import { SendFooter } from '../../forms/SendFooter';
import { sendTo } from '../../forms/sendTo';
import form from '../../forms/Form.module.css';

const initialValues: ContactMessageInput = { username: '', email: '', message: '' };

export function ContactForm() {
  const contact = useKemetForm({ initialValues, ...sendTo(contactMessageSchema, formsApi.contact) });
  return (
    <FormikForm form={contact} className={form.card} aria-label="Contact form">
      <p className={form.required}>All fields are required.</p>
      <div className={`${form.fields} ${form.twoColumns}`}>
        <FormField name="username" label="Username" autoComplete="name" />
        <FormField name="email" type="email" label="Email" autoComplete="email" />
        <FormField name="message" label="Message" multiline className={form.wide} />
      </div>
      <SendFooter busy={contact.busy} successTitle="Message sent" errorTitle="Your message was not sent" />
    </FormikForm>
  );
}
