// "Write a review" for a booking whose ticket was checked in (a native <dialog>): the overall score, the guide, the
// organisation and value, the language and the text. The service judges too: a refusal shows under the form.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import { FormField, FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import { reviewSchema } from '@kemet/contract/forms';
import type { Booking } from '@kemet/contract';
import { reviewableKey } from '../api/getReviewableBookings';
import { reviewsApi } from '../api/reviewsApi';
import { ScoreField } from './ScoreField';
import frame from './dialog.module.css';
import styles from './WriteReviewDialog.module.css';
import '../messages/checkoutMessages';

interface Props {
  booking: Booking;
  onWritten: (booking: Booking) => void;
  onClose: () => void;
}

type Values = { overall: string; guide: string; organisation: string; value: string; language: string; text: string };

export function WriteReviewDialog({ booking, onWritten, onClose }: Props) {
  const { t, i18n } = useTranslation('checkout');
  const dialog = useRef<HTMLDialogElement>(null);
  const queryClient = useQueryClient();
  const form = useKemetForm<Values>({
    initialValues: {
      overall: '',
      guide: '',
      organisation: '',
      value: '',
      language: i18n.language === 'ar' ? 'ar' : 'en',
      text: '',
    },
    validationSchema: reviewSchema,
    submit: async (values) => {
      await reviewsApi.write(booking.reference, {
        overall: Number(values.overall),
        guide: Number(values.guide),
        organisation: Number(values.organisation),
        value: Number(values.value),
        language: values.language as 'en' | 'ar',
        text: values.text.trim(),
      });
      await queryClient.invalidateQueries({ queryKey: reviewableKey });
      onWritten(booking);
    },
  });

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className={`${frame.dialog} ${styles.wide}`}
      aria-labelledby="checkout-review-title"
      onCancel={(event) => {
        event.preventDefault();
        if (!form.busy) onClose();
      }}
    >
      <h2 id="checkout-review-title" className={frame.title}>
        {t('review.title', { name: booking.experience.name })}
      </h2>
      <p className={styles.rule}>{t('review.rule')}</p>
      <FormikForm form={form} className={styles.form} aria-labelledby="checkout-review-title">
        <ScoreField name="overall" legend={t('review.overall')} />
        <ScoreField name="guide" legend={t('review.guide')} />
        <ScoreField name="organisation" legend={t('review.organisation')} />
        <ScoreField name="value" legend={t('review.value')} />
        <label className={styles.languageLabel}>
          {t('review.language')}
          <select
            name="language"
            value={form.formik.values.language}
            onChange={form.formik.handleChange}
            className={styles.select}
          >
            <option value="en" lang="en">
              English
            </option>
            <option value="ar" lang="ar">
              العربية
            </option>
          </select>
        </label>
        <FormField
          name="text"
          label={t('review.text')}
          hint={t('review.textHint')}
          multiline
          rows={5}
          dir="auto"
          lang={form.formik.values.language}
        />
        <FormStatusNotice />
        <div className={frame.actions}>
          <Button type="button" variant="secondary" onClick={onClose} disabled={form.busy}>
            {t('review.close')}
          </Button>
          <Button type="submit" busy={form.busy}>
            {t('review.send')}
          </Button>
        </div>
      </FormikForm>
    </dialog>
  );
}
