// The home newsletter box: one email field and Subscribe, sent to the data service.
import { Form, Formik } from 'formik';
import { Button, formsApi } from '@kemet/shared';
import { newsletterSchema, type NewsletterInput } from '@kemet/contract/forms';
import { FormikTextField } from '../../forms/FormikTextField';
import { FormStatusNotice } from '../../forms/FormStatusNotice';
import { submitTo } from '../../forms/submitTo';
import styles from './NewsletterBox.module.css';

const initialValues: NewsletterInput = { email: '' };

export function NewsletterBox() {
  return (
    <section className={styles.box} aria-labelledby="newsletter-title">
      <div className={styles.text}>
        <h2 id="newsletter-title" className={styles.title}>
          Stay in the loop
        </h2>
        <p className={styles.lead}>New events, seasonal tours and partner offers across Egypt, once a month. No spam, unsubscribe any time.</p>
      </div>
      <Formik initialValues={initialValues} validationSchema={newsletterSchema} onSubmit={submitTo(newsletterSchema, formsApi.newsletter)}>
        {({ isSubmitting }) => (
          <Form noValidate className={styles.form}>
            <div className={styles.row}>
              <FormikTextField
                name="email"
                type="email"
                label="Email address"
                autoComplete="email"
                placeholder="you@example.com"
                className={styles.field}
              />
              <Button type="submit" busy={isSubmitting} className={styles.submit}>
                Subscribe
              </Button>
            </div>
            <FormStatusNotice successTitle="You are subscribed" errorTitle="You are not subscribed yet" />
          </Form>
        )}
      </Formik>
    </section>
  );
}
