// The home newsletter box: one email field and Subscribe, sent to the data service.
import { Button } from '@kemet/ui';
import { formsApi } from '../../api/formsApi';
import { FormField, FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import { newsletterSchema, type NewsletterInput } from '@kemet/contract/forms';
import { sendTo } from '../../forms/sendTo';
import styles from './NewsletterBox.module.css';

const initialValues: NewsletterInput = { email: '' };

export function NewsletterBox() {
  const newsletter = useKemetForm({ initialValues, ...sendTo(newsletterSchema, formsApi.newsletter) });
  return (
    <section className={styles.box} aria-labelledby="newsletter-title">
      <div className={styles.text}>
        <h2 id="newsletter-title" className={styles.title}>
          Stay in the loop
        </h2>
        <p className={styles.lead}>New events, seasonal tours and partner offers across Egypt, once a month. No spam, unsubscribe any time.</p>
      </div>
      <FormikForm form={newsletter} className={styles.form}>
        <div className={styles.row}>
          <FormField name="email" type="email" label="Email address" autoComplete="email" placeholder="you@example.com" className={styles.field} />
          <Button type="submit" busy={newsletter.busy} className={styles.submit}>
            Subscribe
          </Button>
        </div>
        <FormStatusNotice successTitle="You are subscribed" errorTitle="You are not subscribed yet" />
      </FormikForm>
    </section>
  );
}
