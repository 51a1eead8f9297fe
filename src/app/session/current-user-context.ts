import type { Household } from '@halfwise/core/contract/household.ts';
import { createContext, useContext } from 'react';

// The signed-in user as screens read it, apart from how it is fetched (current-user.ts), so that pages which
// only ask "who is here?" (the landing page) load no data-fetching code.

/** A saved card as the API reports it: the provider's brand code and the last four digits. */
export interface SavedCard {
  brand: string;
  last4: string;
}

/** GET /api/user (docs/contracts.md). */
export interface CurrentUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  birthday: string | null;
  subscriptionStatus: string | null;
  trialEndDate: string | null;
  stripeCustomerId: string | null;
  firstBudgetMonth: string | null;
  /** A cancellation waits for the end of the paid (or trial) period. */
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  card: SavedCard | null;
  /** Cents: the balance below which the budget warns of a section's low point (0: only below zero). */
  cushion: number;
  /** Whether every amount shows its cents (Settings › Show cents); false shows whole dollars. */
  showCents: boolean;
  /** A former partner's own trial end: until then their budget asks for no card (null for everyone else). */
  cardOptionalUntil: string | null;
  /** Whose budget this is and who shares it (GET /api/household's answer). */
  household: Household;
}

/** The user whose route table is showing: null on the signed-out table (and on /logout). */
export const CurrentUserContext = createContext<CurrentUser | null>(null);

export function useCurrentUser(): CurrentUser | null {
  return useContext(CurrentUserContext);
}

/** For screens that exist only on the signed-in table. */
export function useSignedInUser(): CurrentUser {
  const user = useCurrentUser();
  if (!user) throw new Error('This screen needs a signed-in user');
  return user;
}
