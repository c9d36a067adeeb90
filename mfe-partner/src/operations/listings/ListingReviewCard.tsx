// One listing in review as its partner wrote it (both languages, as text), its place and pictures, and the decision:
// Approve (published at once) or Reject with a reason the partner reads on their listing.
import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Listing } from '@kemet/contract';
import { rejectionSchema, type RejectionInput } from '@kemet/contract/forms';
import { Button, Notice } from '@kemet/ui';
import { usePreferences, useTranslation } from '@kemet/platform';
import { governoratesArabic } from '@kemet/contract/places';
import { FormField, FormikForm, FormStatusNotice, useKemetForm } from '@kemet/platform/forms';
import '../messages/operationsMessages';
import { failedNote, type ActionNote } from '../../components/actionNote';
import { isolate } from '../../components/isolate';
import { DecisionButtons } from '../DecisionButtons';
import { listingReviewApi } from './listingReviewApi';
import sections from '../../components/sections.module.css';
import styles from '../operations.module.css';

interface Props {
  listing: Listing;
  onDecided: (note: ActionNote) => Promise<unknown>;
}

export function ListingReviewCard({ listing, onDecided }: Props) {
  const { t } = useTranslation('operations');
  const nameId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = listing.nameEn;
  const governorate =
    usePreferences().language === 'ar'
      ? (governoratesArabic[listing.governorate]?.label ?? listing.governorate)
      : listing.governorate;
  const approval = useMutation({
    mutationFn: () => listingReviewApi.approve(listing.id),
    onMutate: () => setRefusal(null),
    onSuccess: () => onDecided({ tone: 'success', text: t('listings.approved', { name: isolate(name) }) }),
    onError: (error) => setRefusal(failedNote(error, t('failed')).text),
  });
  const rejection = useKemetForm<RejectionInput>({
    initialValues: { reason: '' },
    validationSchema: rejectionSchema,
    validateOnMount: true,
    submit: async (values) => {
      await listingReviewApi.reject(listing.id, { reason: values.reason.trim() });
      await onDecided({ tone: 'success', text: t('listings.rejected', { name: isolate(name) }) });
    },
  });

  return (
    <article className={styles.queueItem} aria-labelledby={nameId}>
      <h3 id={nameId} className={styles.name}>
        <bdi>{listing.nameEn}</bdi>
      </h3>
      <p className={sections.detail} lang="ar" dir="rtl">
        {listing.nameAr}
      </p>
      <p className={sections.detail}>
        {t(`listings.kind.${listing.kind}`)} · <bdi>{governorate}</bdi> · <bdi>{listing.provider.name}</bdi>
      </p>
      <p className={styles.listingText}>{listing.descriptionEn}</p>
      <p className={styles.listingText} lang="ar" dir="rtl">
        {listing.descriptionAr}
      </p>
      {listing.images.length > 0 && (
        <ul className={styles.listingPictures}>
          {listing.images.map((url, index) => (
            <li key={url}>
              <img src={url} alt={t('listings.picture', { number: index + 1, name })} width={120} height={90} />
            </li>
          ))}
        </ul>
      )}
      {rejecting ? (
        <FormikForm form={rejection} className={sections.form} aria-labelledby={nameId}>
          <FormField name="reason" label={t('listings.reason')} hint={t('listings.reasonHint')} multiline rows={3} />
          <FormStatusNotice />
          <div className={sections.actions}>
            <Button type="submit" disabled={!rejection.canSubmit} busy={rejection.busy}>
              {t('sendRejection')}
            </Button>
            <Button variant="ghost" disabled={rejection.busy} onClick={() => setRejecting(false)}>
              {t('cancel')}
            </Button>
          </div>
        </FormikForm>
      ) : (
        <DecisionButtons
          approveLabel={t('listings.approveLabel', { name })}
          rejectLabel={t('listings.rejectLabel', { name })}
          approving={approval.isPending}
          onApprove={() => approval.mutate()}
          onReject={() => setRejecting(true)}
        />
      )}
      {refusal && <Notice tone="error">{refusal}</Notice>}
    </article>
  );
}
