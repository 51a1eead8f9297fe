import type { HouseholdPerson } from '@halfwise/core/contract/household.ts';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { notify } from '../../../app/toast/notify.ts';
import { Button } from '../../../app/ui/Button.tsx';
import card from '../../../app/ui/Card.module.css';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog.tsx';
import { serverMessage } from '../../../lib/api.ts';
import type { useHouseholdActions } from '../hooks/use-household-actions.ts';
import { leaveQuestion, SHARE_MESSAGES, youShare } from '../model/share-messages.ts';
import styles from './ShareBudgetSection.module.css';

/** A partner's sharing card: whose budget this is, and the way out. */
export function PartnerShareCard({
  owner,
  leave,
}: {
  owner: HouseholdPerson;
  leave: ReturnType<typeof useHouseholdActions>['leave'];
}) {
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const confirm = () => {
    setConfirming(false);
    leave.mutate(undefined, {
      onSuccess: () => {
        notify({ title: SHARE_MESSAGES.left });
        void navigate({ to: '/' });
      },
      onError: (error) =>
        notify({ title: serverMessage(error) ?? SHARE_MESSAGES.actionFailed, variant: 'destructive' }),
    });
  };
  return (
    <section className={card.card} aria-labelledby="share-heading">
      <h2 id="share-heading" className={card.heading}>
        {SHARE_MESSAGES.partnerHeading}
      </h2>
      <div className={styles.entryRow}>
        <p className={styles.text}>{youShare(owner)}</p>
        <Button variant="secondary" disabled={leave.isPending} onClick={() => setConfirming(true)}>
          Leave
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Leave the shared budget?"
        message={leaveQuestion(owner)}
        confirmLabel="Leave"
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
