import { useState } from 'react';
import { useHousehold } from '../../../app/session/household.ts';
import { notify } from '../../../app/toast/notify.ts';
import { Button } from '../../../app/ui/Button.tsx';
import card from '../../../app/ui/Card.module.css';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog.tsx';
import { serverMessage } from '../../../lib/api.ts';
import type { HouseholdPerson } from '@halfwise/core/contract/household.ts';
import { useHouseholdActions } from '../hooks/use-household-actions.ts';
import { removeQuestion, removeTitle, SHARE_MESSAGES, sharedWith } from '../model/share-messages.ts';
import { InviteForm } from './InviteForm.tsx';
import { PartnerShareCard } from './PartnerShareCard.tsx';
import styles from './ShareBudgetSection.module.css';

const failed = (error: unknown) =>
  notify({ title: serverMessage(error) ?? SHARE_MESSAGES.actionFailed, variant: 'destructive' });

/**
 * Settings → 'Share your budget': the owner invites one partner by email, revokes a pending invitation and
 * removes the partner; a partner sees whose budget it is and may leave.
 */
export function ShareBudgetSection() {
  const { household, view } = useHousehold();
  const actions = useHouseholdActions();
  const [removing, setRemoving] = useState<HouseholdPerson | null>(null);

  if (view.role === 'partner' && view.owner)
    return <PartnerShareCard owner={view.owner} leave={actions.leave} />;

  const confirmRemove = () => {
    const partner = removing;
    setRemoving(null);
    if (!partner) return;
    actions.remove.mutate(partner.id, {
      onSuccess: () => notify({ title: SHARE_MESSAGES.removed }),
      onError: failed,
    });
  };
  const invitations = household?.invitations ?? [];

  return (
    <section className={card.card} aria-labelledby="share-heading">
      <h2 id="share-heading" className={card.heading}>
        {SHARE_MESSAGES.heading}
      </h2>
      {view.partner ? (
        <div className={styles.entryRow}>
          <div className={styles.who}>
            <strong>{sharedWith(view.partner)}</strong>
            {view.partner.email && <span className={styles.text}>{view.partner.email}</span>}
          </div>
          <Button variant="secondary" onClick={() => setRemoving(view.partner)}>
            Remove
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.text}>{SHARE_MESSAGES.intro}</p>
          <InviteForm invite={actions.invite} />
        </>
      )}
      {invitations.length > 0 && !view.partner && (
        <>
          <h3 className={styles.subheading}>{SHARE_MESSAGES.pendingHeading}</h3>
          <ul className={styles.list}>
            {invitations.map((invitation) => (
              <li key={invitation.id} className={styles.entryRow}>
                <div className={styles.who}>
                  <span>{invitation.email}</span>
                  <span className={styles.text}>
                    Expires {new Date(invitation.expiresAt).toLocaleDateString()}
                  </span>
                </div>
                <Button
                  variant="secondary"
                  aria-label={`Revoke the invitation to ${invitation.email}`}
                  disabled={actions.revoke.isPending}
                  onClick={() =>
                    actions.revoke.mutate(invitation.id, {
                      onSuccess: () => notify({ title: SHARE_MESSAGES.revoked }),
                      onError: failed,
                    })
                  }
                >
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? removeTitle(removing) : ''}
        message={removing ? removeQuestion(removing) : ''}
        confirmLabel="Remove"
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
