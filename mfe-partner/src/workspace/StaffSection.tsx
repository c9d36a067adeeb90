// Staff (owners): the provider's people with their roles, the invitations waiting, and the owner's changes: invite,
// withdraw an invitation, remove a member. The service refuses to remove the last owner; its words are shown.
import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Notice } from '@kemet/ui';
import { QueryError, useTranslation } from '@kemet/platform';
import type { PartnerMe } from '@kemet/contract';
import '../messages/partnerMessages';
import { partnerApi, type OpenInvitation, type StaffMember } from '../api/partnerApi';
import { partnerKeys, useStaff } from '../api/partnerQueries';
import { failedNote, type ActionNote } from '../components/actionNote';
import { isolate } from '../components/isolate';
import { usePartnerDates } from '../components/usePartnerDates';
import { InviteForm } from './InviteForm';
import styles from '../components/sections.module.css';

type Change = { kind: 'remove'; member: StaffMember } | { kind: 'withdraw'; invitation: OpenInvitation };

export function StaffSection({ me }: { me: PartnerMe }) {
  const { t } = useTranslation('partner');
  const { date } = usePartnerDates();
  const headingId = useId();
  const queryClient = useQueryClient();
  const staff = useStaff();
  const [note, setNote] = useState<ActionNote | null>(null);
  const change = useMutation({
    mutationFn: (what: Change) =>
      what.kind === 'remove'
        ? partnerApi.removeMember(what.member.userId)
        : partnerApi.withdrawInvitation(what.invitation.id),
    onMutate: () => setNote(null),
    onSuccess: (_, what) => {
      setNote({
        tone: 'success',
        text:
          what.kind === 'remove'
            ? t('staff.removed', { name: isolate(what.member.fullName) })
            : t('staff.withdrawn', { email: isolate(what.invitation.email) }),
      });
      return queryClient.invalidateQueries({ queryKey: partnerKeys.all });
    },
    onError: (error) => setNote(failedNote(error, t('staff.failed'))),
  });
  const busyWith = change.isPending ? change.variables : null;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('staff.title')}
      </h2>
      <p className={styles.lead}>{t('staff.lead')}</p>
      {staff.isPending && <p role="status">{t('staff.loading')}</p>}
      {staff.isError && <QueryError what={t('staff.what')} error={staff.error} onRetry={() => void staff.refetch()} />}
      {staff.isSuccess && (
        <>
          <ul className={styles.list} aria-labelledby={headingId}>
            {staff.data.items.map((member) => (
              <li key={member.userId} className={styles.row}>
                <div className={styles.rowText}>
                  <p className={styles.name}>
                    <bdi>{member.fullName}</bdi>
                    <span className={member.role === 'owner' ? styles.badge : styles.quietBadge}>
                      {t(`role.${member.role}`)}
                    </span>
                    {member.userId === me.user.id && <span className={styles.quietBadge}>{t('staff.you')}</span>}
                  </p>
                  <p className={styles.detail}>
                    <bdi>{member.email}</bdi> · {t('staff.since', { date: date(member.since) })}
                  </p>
                </div>
                {member.userId !== me.user.id && (
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={busyWith?.kind === 'remove' && busyWith.member.userId === member.userId}
                    disabled={busyWith !== null}
                    aria-label={t('staff.removeLabel', { name: member.fullName })}
                    onClick={() => change.mutate({ kind: 'remove', member })}
                  >
                    {t('staff.remove')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <h3 className={styles.subheading}>{t('staff.invitationsTitle')}</h3>
          {staff.data.invitations.length === 0 ? (
            <p className={styles.lead}>{t('staff.noInvitations')}</p>
          ) : (
            <ul className={styles.list} aria-label={t('staff.invitationsTitle')}>
              {staff.data.invitations.map((invitation) => (
                <li key={invitation.id} className={styles.row}>
                  <div className={styles.rowText}>
                    <p className={styles.name}>
                      <bdi>{invitation.email}</bdi>
                    </p>
                    <p className={styles.detail}>
                      {t('staff.expires', { role: t(`role.${invitation.role}`), date: date(invitation.expiresAt) })}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={busyWith?.kind === 'withdraw' && busyWith.invitation.id === invitation.id}
                    disabled={busyWith !== null}
                    aria-label={t('staff.withdrawLabel', { email: invitation.email })}
                    onClick={() => change.mutate({ kind: 'withdraw', invitation })}
                  >
                    {t('staff.withdraw')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {note && <Notice tone={note.tone}>{note.text}</Notice>}
      <InviteForm />
    </section>
  );
}
