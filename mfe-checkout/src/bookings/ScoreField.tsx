// One score of the review form: five radio buttons (1 to 5) in a fieldset, with the rule's message once touched.
import { useField } from 'formik';
import { useFormat, useTranslation, validationText } from '@kemet/platform';
import '../messages/checkoutMessages';
import styles from './WriteReviewDialog.module.css';

export function ScoreField({ name, legend }: { name: string; legend: string }) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const [field, meta] = useField<string>(name);
  const message = meta.touched && meta.error ? validationText(meta.error) : undefined;
  const messageId = `checkout-review-${name}-message`;
  return (
    <fieldset className={styles.score} aria-describedby={message ? messageId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.scoreOptions}>
        {[1, 2, 3, 4, 5].map((score) => (
          <label key={score} className={styles.scoreOption}>
            <input
              type="radio"
              name={name}
              value={String(score)}
              checked={field.value === String(score)}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-label={t('review.outOfFive', { score })}
            />
            <span aria-hidden="true">{format.number(score)}</span>
          </label>
        ))}
      </div>
      {message && (
        <p id={messageId} className={styles.message}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
