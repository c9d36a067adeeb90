// The contact form: username, email, message and SEND, sent to the data service.
import { Form, Formik } from 'formik';
import { Button, formsApi } from '@kemet/shared';
import { contactMessageSchema, type ContactMessageInput } from '@kemet/contract/forms';
import { FormikTextField } from '../../forms/FormikTextField';
import { FormStatusNotice } from '../../forms/FormStatusNotice';
import { submitTo } from '../../forms/submitTo';
import form from '../../forms/Form.module.css';

const initialValues: ContactMessageInput = { username: '', email: '', message: '' };

export function ContactForm() {
  return (
    <Formik initialValues={initialValues} validationSchema={contactMessageSchema} onSubmit={submitTo(contactMessageSchema, formsApi.contact)}>
      {({ isSubmitting }) => (
        <Form noValidate className={form.card} aria-label="Contact form">
          <p className={form.required}>All fields are required.</p>
          <div className={`${form.fields} ${form.twoColumns}`}>
            <FormikTextField name="username" label="Username" autoComplete="name" />
            <FormikTextField name="email" type="email" label="Email" autoComplete="email" />
            <FormikTextField name="message" label="Message" multiline className={form.wide} />
          </div>
          <div className={form.actions}>
            <Button type="submit" busy={isSubmitting}>
              SEND
            </Button>
          </div>
          <FormStatusNotice successTitle="Message sent" errorTitle="Your message was not sent" />
        </Form>
      )}
    </Formik>
  );
}
