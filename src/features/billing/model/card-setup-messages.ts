import type { ToastMessage } from '../../../app/toast/toast-rules.ts';
import { ApiError, serverMessage } from '../../../lib/api.ts';

/** The card-setup texts of account-and-billing §8. */

export type PaymentMode = 'trial' | 'update';

/** What the card form reports after asking the provider to confirm the card. */
export type CardConfirmation =
  | { outcome: 'confirmed'; setupIntentId: string; status: string }
  | { outcome: 'cardError'; message: string | null }
  | { outcome: 'failed'; message: string | null };

export const SOMETHING_WENT_WRONG = 'Something went wrong';

/** The 'Setup Error' box: why no SetupIntent could be had. */
export function setupErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return serverMessage(error) ?? 'Failed to setup payment';
  return 'Failed to connect to payment service';
}

export function cardErrorToast(message: string | null): ToastMessage {
  return {
    title: 'Payment setup failed',
    description: message ?? 'Please check your card details and try again',
    variant: 'destructive',
  };
}

export function otherErrorToast(message: string | null): ToastMessage {
  return { title: SOMETHING_WENT_WRONG, description: message ?? undefined, variant: 'destructive' };
}

/** The card was saved with the provider but our completion call failed. */
export function completionFailureToast(error: unknown, mode: PaymentMode): ToastMessage {
  if (!(error instanceof ApiError)) {
    return {
      title: SOMETHING_WENT_WRONG,
      description: 'Your payment was processed but subscription setup failed. Please contact support.',
      variant: 'destructive',
    };
  }
  const update = mode === 'update';
  return {
    title: update ? 'Payment update failed' : 'Subscription setup failed',
    description:
      serverMessage(error) ??
      (update ? 'Failed to complete payment update' : 'Failed to complete subscription setup'),
    variant: 'destructive',
  };
}
