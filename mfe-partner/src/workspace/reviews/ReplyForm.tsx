// The provider's one public reply to a review, by the contract's rule (required, up to 1000 characters). Once sent the
// review on the page carries it; a refusal (a reply written meanwhile, a field the service rejects) shows its words and
// keeps what was typed.
import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PartnerReview, PartnerReviewPage } from '@kemet/contract';
import { reviewReplySchema, type ReviewReplyInput } from '@kemet/contract/forms';
import { Button } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import { FormField, FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import './messages/reviewsMessages';
import { reviewsApi, reviewsKey } from './reviewsApi';
import sections from '../../components/sections.module.css';
import styles from './reviews.module.css';

export function ReplyForm({ review }: { review: PartnerReview }) {
  const { t } = useTranslation('partnerReviews');
  const queryClient = useQueryClient();
  const fieldId = useId();
  const form = useKemetForm<ReviewReplyInput>({
    initialValues: { text: '' },
    validationSchema: reviewReplySchema,
    validateOnMount: true,
    submit: async (values) => {
      const replied = await reviewsApi.reply(review.id, { text: values.text.trim() });
      queryClient.setQueriesData<PartnerReviewPage>(
        { queryKey: reviewsKey },
        (list) =>
          list && {
            ...list,
            items: list.items.map((item) => (item.id === review.id ? { ...item, reply: replied.reply } : item)),
          },
      );
    },
  });

  return (
    <FormikForm
      form={form}
      className={`${sections.form} ${styles.replyForm}`}
      aria-label={t('replyTo', { author: review.author })}
    >
      <div className={styles.field}>
        <FormField id={fieldId} name="text" label={t('reply')} hint={t('replyHint')} multiline rows={3} dir="auto" />
      </div>
      <FormStatusNotice />
      <Button type="submit" size="sm" disabled={!form.canSubmit} busy={form.busy}>
        {t('send')}
      </Button>
    </FormikForm>
  );
}
