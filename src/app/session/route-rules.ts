/** Pure rules of account-and-billing §2.1 and core §2 (top navigation). */

export interface PaymentState {
  stripeCustomerId: string | null;
  subscriptionStatus: string | null;
  /** A former partner's own trial: the card waits until then (GET /api/user `cardOptionalUntil`). */
  cardOptionalUntil?: string | null;
}

export const PAYMENT_PATH = '/payment';
export const LOGOUT_PATH = '/logout';

/** Paths a user who still owes card setup may visit: the card setup itself, and the ways out. */
const PAYMENT_EXEMPT_PATHS = new Set([PAYMENT_PATH, LOGOUT_PATH, '/privacy', '/terms', '/contact']);

/** The invitation page: a new partner signs up and accepts there before any card would be asked for. */
export const JOIN_PATH_PREFIX = '/join/';

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * A signed-in user with no payment customer whose status is trial or setup_pending must set up a card, unless
 * they are a former partner still inside the trial that began when they got their own budget back.
 */
export function needsPaymentSetup(user: PaymentState, now: number = Date.now()): boolean {
  const cardWaits = user.cardOptionalUntil != null && Date.parse(user.cardOptionalUntil) > now;
  return (
    !user.stripeCustomerId &&
    !cardWaits &&
    (user.subscriptionStatus === 'trial' || user.subscriptionStatus === 'setup_pending')
  );
}

/**
 * Where the visitor must be sent instead of `pathname`, or null to stay. A partner is covered by the owner's
 * subscription (GET /api/household `ownerSubscriptionStatus`), so never sent to card setup while a member.
 */
export function paymentRedirect(
  pathname: string,
  user: PaymentState | null,
  coveredByOwner = false,
): string | null {
  if (!user || coveredByOwner || !needsPaymentSetup(user)) return null;
  const path = normalizePath(pathname);
  return PAYMENT_EXEMPT_PATHS.has(path) || path.startsWith(JOIN_PATH_PREFIX) ? null : PAYMENT_PATH;
}

/** Which route table applies: /logout always shows the signed-out table. */
export function routeTableFor(pathname: string, signedIn: boolean): 'signedIn' | 'signedOut' {
  return signedIn && normalizePath(pathname) !== LOGOUT_PATH ? 'signedIn' : 'signedOut';
}

export type NavTarget = 'budget' | 'goals' | 'settings';

/** Core §2 top navigation: which button is active on `pathname`. */
export function isNavActive(target: NavTarget, pathname: string): boolean {
  const path = normalizePath(pathname);
  switch (target) {
    case 'budget':
      return path === '/' || path.startsWith('/budget');
    case 'goals':
      return path === '/future-goals' || path === '/goals';
    case 'settings':
      return path === '/settings' || path === '/profile';
  }
}
