import { useState } from 'react';
import { PRICING } from '@halfwise/core/pricing.ts';
import { useSignedInUser } from '../../../app/session/current-user.ts';
import { Button } from '../../../app/ui/Button.tsx';
import card from '../../../app/ui/Card.module.css';
import { Card } from '../../../app/ui/Card.tsx';
import { maskedCard } from '../model/card-label.ts';
import { Notice } from './Notice.tsx';
import { subscriptionView, type SubscriptionView } from '../model/subscription-view.ts';
import styles from './SubscriptionSection.module.css';
import { useSubscriptionActions } from '../hooks/use-subscription-actions.ts';

/** The subscription part of Settings: plan, status badge and actions by status (§2.8, §4). */
export function SubscriptionSection() {
  const user = useSignedInUser();
  const [now] = useState(() => new Date());
  const view = subscriptionView(user, now);
  const actions = useSubscriptionActions();

  return (
    <Card headingId="subscription-heading" title="Subscription">
      <div className={card.row}>
        <span className={styles.planLabel}>{view.planLabel}</span>
        <StatusBadge view={view} />
      </div>

      {view.kind === 'cancelled' ? (
        <>
          <Notice title="Subscription Cancelled" tone="danger">
            {view.accessEndsOn
              ? `You keep access to Pro features until ${view.accessEndsOn}.`
              : 'Reactivate to keep budgeting with every Pro feature.'}
          </Notice>
          <Button fullWidth onClick={actions.reactivate}>
            Reactivate Subscription
          </Button>
        </>
      ) : (
        <>
          {view.kind === 'trial' && (
            <p className={styles.text}>
              Billing starts automatically at {PRICING.monthly.displayText} when your trial ends
            </p>
          )}
          {view.kind === 'pastDue' && (
            <p className={styles.text}>Your last payment did not go through. Update your card to keep Pro.</p>
          )}
          {user.card && <p className={styles.text}>Card: {maskedCard(user.card)}</p>}
          <div className={styles.actions}>
            <Button variant="secondary" fullWidth onClick={actions.updateCard}>
              Update Card
            </Button>
            <button
              type="button"
              className={styles.cancelLink}
              onClick={actions.cancel}
              disabled={actions.cancelling}
            >
              {actions.cancelling ? 'Cancelling...' : 'Cancel Subscription'}
            </button>
          </div>
        </>
      )}
    </Card>
  );
}

function StatusBadge({ view }: { view: SubscriptionView }) {
  if (view.kind === 'cancelled') return null;
  const tone = view.kind === 'active' ? styles.good : view.kind === 'pastDue' ? styles.bad : styles.neutral;
  return <span className={`${styles.badge} ${tone}`}>{view.badge}</span>;
}
