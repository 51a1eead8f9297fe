import { HttpError, NOT_FOUND_MESSAGE } from '../errors.ts';
import type { BillingPort, SetupIntentInfo } from './port.ts';

/**
 * The SetupIntent if it belongs to this user (its customer's metadata names them, and it is the customer on
 * their profile when one is stored); otherwise 404, whether or not it exists.
 */
export async function ownedSetupIntent(
  billing: BillingPort,
  setupIntentId: string,
  owner: { userId: string; customerId: string | null },
): Promise<SetupIntentInfo> {
  const intent = await billing.getSetupIntent(setupIntentId);
  const mine =
    intent !== null &&
    intent.customerUserId === owner.userId &&
    (owner.customerId === null || intent.customerId === owner.customerId);
  if (!mine) throw new HttpError(404, NOT_FOUND_MESSAGE);
  return intent;
}

/** The succeeded SetupIntent's customer, payment method and card; 409 while the card setup is unfinished. */
export function succeededSetup(intent: SetupIntentInfo) {
  if (intent.status !== 'succeeded' || !intent.customerId || !intent.paymentMethodId || !intent.card) {
    throw new HttpError(409, 'The card setup has not finished. Please confirm your card first.');
  }
  return { customerId: intent.customerId, paymentMethodId: intent.paymentMethodId, card: intent.card };
}
