import { useMutation } from '@tanstack/react-query';
import { needsCardSchema } from '@halfwise/core/contract/billing.ts';
import { PRICING } from '@halfwise/core/pricing.ts';
import { useSignedInUser } from '../../../app/session/current-user.ts';
import { notify } from '../../../app/toast/notify.ts';
import { BackLink } from '../../../app/ui/BackLink.tsx';
import { Button } from '../../../app/ui/Button.tsx';
import { CenteredCard } from '../../../app/ui/CenteredCard.tsx';
import { ErrorBox } from '../../../app/ui/ErrorBox.tsx';
import form from '../../../app/ui/Form.module.css';
import { ApiError, serverMessage } from '../../../lib/api.ts';
import { useEnterApp } from '../../../app/session/use-enter-app.ts';
import { reactivateSubscription } from '../api/billing-api.ts';
import { maskedCard } from '../model/card-label.ts';
import { leaveUpdateMode } from '../api/payment-flags.ts';
import { subscriptionView } from '../model/subscription-view.ts';
import { offlineRefusal } from '../../../app/ui/needs-network.ts';

/** The server's answer when there is no saved card to restart with: card setup comes first. */
function needsCard(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  try {
    return needsCardSchema.safeParse(JSON.parse(error.body)).success;
  } catch {
    return false;
  }
}

/**
 * /subscribe, where 'Reactivate Subscription' goes: undo a pending cancellation or restart with the saved
 * card, after the user has seen the price; with no saved card, card setup.
 */
export function SubscribePage() {
  const user = useSignedInUser();
  const enterApp = useEnterApp();
  const reactivate = useMutation({
    mutationFn: reactivateSubscription,
    onSuccess: () => {
      notify({ title: 'Subscription reactivated', description: 'Welcome back! Your Pro features stay on.' });
      void enterApp('/settings');
    },
    onError: (error) => {
      if (!needsCard(error)) return;
      leaveUpdateMode();
      void enterApp('/payment');
    },
  });

  const alreadyActive = subscriptionView(user, new Date()).kind !== 'cancelled';
  const failure = reactivate.isError && !needsCard(reactivate.error);

  return (
    <CenteredCard
      title="Reactivate Subscription"
      subtitle={`${PRICING.monthly.displayText}, cancel anytime`}
      above={<BackLink to="/settings">Back to Settings</BackLink>}
    >
      {alreadyActive ? (
        <p className={form.success} role="status">
          Your subscription is already active. There is nothing to reactivate.
        </p>
      ) : (
        <>
          {failure && (
            <ErrorBox>{serverMessage(reactivate.error) ?? 'Reactivation failed. Please try again.'}</ErrorBox>
          )}
          <p>
            {user.card
              ? `Your subscription restarts on your saved card, ${maskedCard(user.card)}.`
              : 'Your subscription restarts on your saved card.'}
          </p>
          <Button
            fullWidth
            onClick={() => offlineRefusal('Billing') || reactivate.mutate()}
            disabled={reactivate.isPending}
          >
            {reactivate.isPending ? 'Reactivating...' : 'Reactivate Subscription'}
          </Button>
        </>
      )}
    </CenteredCard>
  );
}
