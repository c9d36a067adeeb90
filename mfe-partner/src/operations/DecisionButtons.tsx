// Operations' two decisions on something waiting for them: Approve, and Reject (which opens a reason form), each
// named after the thing decided on for screen readers. Reject is marked so focus can come back to it.
import type { Ref } from 'react';
import { Button } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import './messages/operationsMessages';
import sections from '../components/sections.module.css';

interface Props {
  approveLabel: string;
  rejectLabel: string;
  approving: boolean;
  onApprove: () => void;
  onReject: () => void;
  ref?: Ref<HTMLDivElement>;
}

export function DecisionButtons({ approveLabel, rejectLabel, approving, onApprove, onReject, ref }: Props) {
  const { t } = useTranslation('operations');
  return (
    <div ref={ref} className={sections.actions}>
      <Button size="sm" busy={approving} aria-label={approveLabel} onClick={onApprove}>
        {t('approve')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        data-reject
        disabled={approving}
        aria-label={rejectLabel}
        onClick={onReject}
      >
        {t('reject')}
      </Button>
    </div>
  );
}
