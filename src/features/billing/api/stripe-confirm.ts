import type { Stripe, StripeElements, StripeError } from '@stripe/stripe-js';
import type { CardConfirmation } from '../model/card-setup-messages.ts';

/** §4 Payment: the card's country is fixed, so the Payment Element does not ask for it. */
export const BILLING_COUNTRY = 'US';

export interface MountedStripe {
  stripe: Pick<Stripe, 'confirmSetup'>;
  elements: StripeElements;
}

/** Confirms the SetupIntent with the card in the Payment Element, leaving the page only if a method needs it. */
export async function confirmWithStripe(
  { stripe, elements }: MountedStripe,
  setupIntentId: string,
): Promise<CardConfirmation> {
  const result = await stripe.confirmSetup({
    elements,
    redirect: 'if_required',
    confirmParams: {
      return_url: `${window.location.origin}/payment`,
      payment_method_data: { billing_details: { address: { country: BILLING_COUNTRY } } },
    },
  });
  if (result.error) return fromStripeError(result.error);
  return { outcome: 'confirmed', setupIntentId, status: result.setupIntent.status };
}

/** Card and validation errors are the user's to fix (Stripe's advice); anything else is ours. */
function fromStripeError(error: StripeError): CardConfirmation {
  const message = error.message ?? null;
  return error.type === 'card_error' || error.type === 'validation_error'
    ? { outcome: 'cardError', message }
    : { outcome: 'failed', message };
}
