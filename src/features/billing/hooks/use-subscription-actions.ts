import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { USER_QUERY_KEY } from '../../../app/session/query-client.ts';
import { notify } from '../../../app/toast/notify.ts';
import { cancelSubscription } from '../api/billing-api.ts';
import { formatIsoDate } from '../model/billing-dates.ts';
import { enterUpdateMode } from '../api/payment-flags.ts';
import { offlineRefusal } from '../../../app/ui/needs-network.ts';

/** Billing talks to the payment provider through the server: it cannot wait offline. */
const BILLING_ACTION = 'Billing';

/** §4 Cancel: the browser's own confirmation, word for word. */
export const CANCEL_CONFIRMATION =
  "Are you sure you want to cancel your subscription? You'll lose access to Pro features at the end of your billing period.";

export const CANCELLED_TITLE = 'Subscription cancelled';

export const CANCELLATION_FAILED = {
  title: 'Cancellation failed',
  description: 'Please try again or contact support.',
} as const;

/** The Settings subscription actions: Update Card, Cancel and Reactivate (account-and-billing §4). */
export function useSubscriptionActions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (answer) => {
      const endsOn = formatIsoDate(answer.currentPeriodEnd);
      notify({
        title: CANCELLED_TITLE,
        description: endsOn ? `You keep access until ${endsOn}.` : undefined,
      });
    },
    onError: () => notify({ ...CANCELLATION_FAILED, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });

  return {
    updateCard: () => {
      if (offlineRefusal(BILLING_ACTION)) return;
      enterUpdateMode();
      void navigate({ to: '/setup-payment' });
    },
    cancel: () => {
      if (!offlineRefusal(BILLING_ACTION) && window.confirm(CANCEL_CONFIRMATION)) cancel.mutate();
    },
    cancelling: cancel.isPending,
    reactivate: () => {
      if (!offlineRefusal(BILLING_ACTION)) void navigate({ to: '/subscribe' });
    },
  };
}
