// Whose budget the signed-in person sees, and how the household's members are named on it.
import type { Household, HouseholdPerson } from '@halfwise/core/contract/household.ts';
import { personInitials, personName, sharedBudgetTitle } from '@halfwise/core/person-name.ts';

export type HouseholdRole = 'solo' | 'owner' | 'partner';

export interface HouseholdView {
  role: HouseholdRole;
  /** The id in budget paths: the owner's for a partner, else the person's own. */
  budgetOwnerId: string;
  owner: HouseholdPerson | null;
  partner: HouseholdPerson | null;
  /** "Ann's budget — shared with you" for a partner; null otherwise. */
  sharedTitle: string | null;
}

export interface Editor {
  initials: string;
  name: string;
}

/** A person in no household, or whose household is not known (yet): their own budget, nothing shared. */
export function soloView(userId: string): HouseholdView {
  return { role: 'solo', budgetOwnerId: userId, owner: null, partner: null, sharedTitle: null };
}

export function householdView(household: Household | null | undefined, userId: string): HouseholdView {
  if (!household) return soloView(userId);
  const partner = household.members.find((member) => member.id !== household.owner.id) ?? null;
  if (household.owner.id !== userId) {
    return {
      role: 'partner',
      budgetOwnerId: household.owner.id,
      owner: household.owner,
      partner,
      sharedTitle: sharedBudgetTitle(household.owner),
    };
  }
  return {
    role: partner ? 'owner' : 'solo',
    budgetOwnerId: userId,
    owner: household.owner,
    partner,
    sharedTitle: null,
  };
}

/** The signed-in person: the owner on their own budget, the partner on the owner's. */
function viewerId(view: HouseholdView): string | null {
  return view.role === 'partner' ? (view.partner?.id ?? null) : view.budgetOwnerId;
}

/**
 * Who last changed an item, as its badge shows them: only on a shared budget, only for a known member, and only
 * when that member is the other one (a person's own change needs no name: issue 45, "Small screens").
 */
export function editorOf(view: HouseholdView, updatedBy: string | null | undefined): Editor | null {
  if (view.role === 'solo' || !updatedBy || updatedBy === viewerId(view)) return null;
  const person = [view.owner, view.partner].find((member) => member?.id === updatedBy);
  return person ? { initials: personInitials(person), name: personName(person) } : null;
}

/**
 * An invitation is pending and an item was changed by someone outside the household as it was read: the
 * invitation has been accepted since, and the household should be read again.
 */
export function joinedSinceRead(
  household: Household | null | undefined,
  updatedBy: string | null | undefined,
) {
  if (!household || !updatedBy || household.invitations.length === 0) return false;
  return !household.members.some((member) => member.id === updatedBy);
}

/** Whether a fresh read of the household says anything the one kept with the user does not. */
export function householdChanged(kept: Household | null | undefined, fresh: Household): boolean {
  return JSON.stringify(kept ?? null) !== JSON.stringify(fresh);
}
