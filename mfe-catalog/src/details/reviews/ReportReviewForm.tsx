// Reporting a review: the reason (required, at most REASON_MAX_LENGTH characters, as the API asks), then "Send report".
// A refusal from the service is shown above the buttons; the form stays open to try again.
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@kemet/platform';
import { REASON_MAX_LENGTH } from '@kemet/contract';
import '../../messages/catalogMessages';
import { reviewsApi } from './reviewsApi';
import styles from './Reviews.module.css';

interface Props {
  reviewId: number;
  onReported: () => void;
  onCancel: () => void;
}

export function ReportReviewForm({ reviewId, onReported, onCancel }: Props) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const report = useMutation({
    mutationFn: (text: string) => reviewsApi.report(reviewId, text),
    onSuccess: onReported,
  });
  const problem = missing ? t('reviews.reasonRequired') : report.isError ? report.error.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    setMissing(text === '');
    if (text !== '') report.mutate(text);
  };

  return (
    <form className={styles.reportForm} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-reason`}>{t('reviews.reportReason')}</label>
      <textarea
        id={`${id}-reason`}
        className={styles.reportReason}
        rows={3}
        maxLength={REASON_MAX_LENGTH}
        value={reason}
        required
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {problem && (
        <p id={`${id}-problem`} className={styles.actionError} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.actionRow}>
        <button type="submit" className={styles.action} disabled={report.isPending}>
          {t('reviews.reportSend')}
        </button>
        <button type="button" className={styles.action} onClick={onCancel}>
          {t('reviews.reportCancel')}
        </button>
      </div>
    </form>
  );
}
