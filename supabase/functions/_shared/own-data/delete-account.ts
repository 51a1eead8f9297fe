import { ACCOUNT_DELETION_MESSAGES } from '../core/contract/account-deletion.ts';
import { SIGN_IN_REQUIRED, type JwtClaims } from '../auth.ts';
import type { BillingPort } from '../billing/port.ts';
import { readProfileBilling, type ProfileBilling } from '../billing/profile-billing.ts';
import type { Db } from '../db.ts';
import { HttpError } from '../errors.ts';
import type { LoginThrottle } from '../login-throttle.ts';
import type { ApiSession, AuthPort } from '../supabase-auth.ts';

/** Statuses after which nothing is left to cancel. */
const ENDED_STATUSES: readonly string[] = ['cancelled', 'inactive'];

export interface AccountDeletion {
  db: Db;
  auth: AuthPort;
  billing: BillingPort;
  loginThrottle: LoginThrottle;
}

/**
 * Deletes the caller's account: the password is proved first (a wrong one is throttled like a failed login and
 * changes nothing), then `removeAccount`, which ends every session with the auth user.
 */
export async function deleteAccount(
  { db, auth, billing, loginThrottle }: AccountDeletion,
  claims: JwtClaims,
  password: string,
  client: string,
): Promise<void> {
  const profile = await db.withUserTx(claims, (tx) => readProfileBilling(tx, claims.sub));
  const email = profile?.email ?? claims.email;
  if (!email) throw new HttpError(401, SIGN_IN_REQUIRED);

  await loginThrottle.check(email, client);
  let proof: ApiSession;
  try {
    // A sign-in is the one check of a password every Auth server offers; its session goes with the account.
    proof = await auth.signIn(email, password, client);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 401) throw error;
    await loginThrottle.failed(email, client);
    throw new HttpError(400, `password: ${ACCOUNT_DELETION_MESSAGES.wrongPassword}`);
  }

  try {
    await removeAccount({ db, billing }, claims, profile);
  } catch (error) {
    // The account stays: so must no session that only the check opened.
    await auth.signOut(proof.token).catch(() => undefined);
    throw error;
  }
}

/**
 * What deletion does once it is allowed (the person's own, or an operator's job in ops.jobs): any subscription
 * is cancelled at once with the provider, then every row of the person and the auth user go in one transaction.
 */
export async function removeAccount(
  { db, billing }: Pick<AccountDeletion, 'db' | 'billing'>,
  claims: JwtClaims,
  profile: ProfileBilling | undefined,
): Promise<void> {
  // The provider first: a subscription left running after its account is gone would keep charging.
  const subscriptionId = profile?.stripe_subscription_id;
  const customerId = profile?.stripe_customer_id;
  if (subscriptionId && customerId && !ENDED_STATUSES.includes(profile.subscription_status)) {
    await billing.cancelSubscriptionNow({ subscriptionId, customerId });
  }
  await db.withUserTx(claims, (tx) => tx`select public.delete_own_account()`);
}
