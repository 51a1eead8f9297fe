import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { notify } from '../../../app/toast/notify.ts';
import { rememberSubscribeEventId, storedTtclid } from '../../../lib/analytics.ts';
import { useEnterApp } from '../../../app/session/use-enter-app.ts';
import { completePaymentUpdate, completeSubscription, createSetupIntent } from '../api/billing-api.ts';
import {
  cardErrorToast,
  completionFailureToast,
  otherErrorToast,
  setupErrorMessage,
  type CardConfirmation,
  type PaymentMode,
} from '../model/card-setup-messages.ts';
import { leaveUpdateMode } from '../api/payment-flags.ts';

/** §9 delays before leaving the payment page. */
export const TRIAL_STARTED_REDIRECT_MS = 500;
export const CARD_UPDATED_REDIRECT_MS = 1000;

export const CARD_UPDATED = 'Payment method updated!';

/** After the card form: nothing yet, finishing with our server, the provider still processing, or done. */
export type PaymentOutcome = 'none' | 'completing' | 'processing' | 'trialStarted' | 'cardUpdated';

/**
 * §4 Payment: get a SetupIntent, let the card form confirm it, then complete with our server and move on
 * (to /success, or back to Settings in update mode).
 */
export function usePaymentFlow(mode: PaymentMode) {
  const enterApp = useEnterApp();
  const [outcome, setOutcome] = useState<PaymentOutcome>('none');
  // Never cached: each visit sets up its own intent (a used one cannot take another card).
  const setupIntent = useQuery({
    queryKey: ['billing', 'setup-intent', mode],
    queryFn: createSetupIntent,
    staleTime: Infinity,
    gcTime: 0,
  });

  const complete = async (setupIntentId: string) => {
    setOutcome('completing');
    try {
      if (mode === 'update') {
        await completePaymentUpdate(setupIntentId);
        leaveUpdateMode();
        setOutcome('cardUpdated');
        notify({ title: CARD_UPDATED });
        setTimeout(() => void enterApp('/profile'), CARD_UPDATED_REDIRECT_MS);
      } else {
        const completed = await completeSubscription(setupIntentId, storedTtclid());
        rememberSubscribeEventId(completed.eventId);
        toast.dismiss(); // an earlier decline must not cover the welcome
        setOutcome('trialStarted');
        setTimeout(() => void enterApp('/success'), TRIAL_STARTED_REDIRECT_MS);
      }
    } catch (error) {
      setOutcome('none');
      notify(completionFailureToast(error, mode));
    }
  };

  const onConfirmation = async (result: CardConfirmation): Promise<void> => {
    if (result.outcome === 'cardError') notify(cardErrorToast(result.message));
    else if (result.outcome === 'failed') notify(otherErrorToast(result.message));
    else if (result.status !== 'succeeded') setOutcome('processing');
    else await complete(result.setupIntentId);
  };

  return {
    setup: setupIntent.data ?? null,
    setupError: setupIntent.isError ? setupErrorMessage(setupIntent.error) : null,
    outcome,
    onConfirmation,
  };
}
