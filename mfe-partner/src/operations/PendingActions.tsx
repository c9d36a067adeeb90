// A pending application's decisions: Approve (the service creates the provider and mails the applicant an owner's
// invitation) or Reject, which opens the reason form. A refusal shows here in the service's words; the outcome of a
// decision, and an application someone decided meanwhile, go to the queue, which reads its list again.
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Notice } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import type { PartnerApplication } from '@kemet/contract';
import './messages/operationsMessages';
import { failedNote, type ActionNote } from '../components/actionNote';
import { isolate } from '../components/isolate';
import { operationsApi } from './operationsApi';
import { operationsKeys } from './operationsQueries';
import { decidedMeanwhile } from './decisionOutcome';
import { DecisionButtons } from './DecisionButtons';
import { RejectForm } from './RejectForm';

interface Props {
  application: PartnerApplication;
  onOutcome: (note: ActionNote) => void;
}

export function PendingActions({ application, onOutcome }: Props) {
  const { t } = useTranslation('operations');
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const cancelled = useRef(false);
  const name = application.businessName;

  const decided = (note: ActionNote) => {
    onOutcome(note);
    return queryClient.invalidateQueries({ queryKey: operationsKeys.applications });
  };
  const approval = useMutation({
    mutationFn: () => operationsApi.approve(application.id),
    onMutate: () => setRefusal(null),
    onSuccess: ({ invitation }) =>
      decided({ tone: 'success', text: t('approved', { email: isolate(invitation.email) }) }),
    onError: (error) =>
      decidedMeanwhile(error)
        ? decided(failedNote(error, t('failed')))
        : setRefusal(failedNote(error, t('failed')).text),
  });

  // Cancelling the reason form gives the focus back to the Reject button it came from.
  useEffect(() => {
    if (rejecting || !cancelled.current) return;
    cancelled.current = false;
    actionsRef.current?.querySelector<HTMLButtonElement>('button[data-reject]')?.focus();
  }, [rejecting]);

  if (rejecting)
    return (
      <RejectForm
        application={application}
        onRejected={() => decided({ tone: 'success', text: t('rejected', { email: isolate(application.email) }) })}
        onDecidedMeanwhile={decided}
        onCancel={() => {
          cancelled.current = true;
          setRejecting(false);
        }}
      />
    );
  return (
    <>
      <DecisionButtons
        ref={actionsRef}
        approveLabel={t('approveLabel', { name })}
        rejectLabel={t('rejectLabel', { name })}
        approving={approval.isPending}
        onApprove={() => approval.mutate()}
        onReject={() => {
          setRefusal(null);
          setRejecting(true);
        }}
      />
      {refusal && <Notice tone="error">{refusal}</Notice>}
    </>
  );
}
