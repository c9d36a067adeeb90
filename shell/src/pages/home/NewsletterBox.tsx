// The home newsletter box: one email field and Subscribe, sent to the data service.
import { useTranslation } from '@kemet/platform';
import '../../messages/shellMessages';
import { formsApi } from '../../api/formsApi';
import { FormField, FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import { newsletterSchema, type NewsletterInput } from '@kemet/contract/forms';
import { LiveSubmit } from '../../forms/LiveSubmit';
import { sendTo } from '../../forms/sendTo';
import styles from './NewsletterBox.module.css';

const initialValues: NewsletterInput = { email: '' };

export function NewsletterBox() {
  const { t } = useTranslation('shell');
  const newsletter = useKemetForm({ initialValues, ...sendTo(newsletterSchema, formsApi.newsletter) });
  return (
    <section className={styles.box} aria-labelledby="newsletter-title">
      <div className={styles.text}>
        <h2 id="newsletter-title" className={styles.title}>
          {t('home.newsletter.title')}
        </h2>
        <p className={styles.lead}>{t('home.newsletter.lead')}</p>
      </div>
      <FormikForm form={newsletter} className={styles.form}>
        <div className={styles.row}>
          <FormField
            name="email"
            type="email"
            label={t('home.newsletter.email')}
            autoComplete="email"
            placeholder="you@example.com"
            dir="ltr"
            className={styles.field}
          />
          <LiveSubmit busy={newsletter.busy} className={styles.submit}>
            {t('home.newsletter.subscribe')}
          </LiveSubmit>
        </div>
        <FormStatusNotice successTitle={t('home.newsletter.success')} errorTitle={t('home.newsletter.failure')} />
      </FormikForm>
    </section>
  );
}
