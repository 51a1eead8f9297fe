import { HOUSEHOLD_MESSAGES } from '@halfwise/core/contract/household.ts';
import { useEffect, useRef } from 'react';
import type { HouseholdRole } from '../../domain/household.ts';
import { ApiError } from '../../lib/api.ts';
import { notify } from '../toast/notify.ts';
import { useBudgetSwitch, useHousehold } from './household.ts';

// Set when the partner leaves on purpose (their own message says so), until the shell sees them leave.
let leavingOnPurpose = false;

/** The partner is leaving: the end of the partnership brings no "no longer have access" message. */
export function expectLeaving(leaving: boolean): void {
  leavingOnPurpose = leaving;
}

/**
 * A partner whose access ended gets 404 for the owner's budget: GET /api/household is asked again, which puts
 * them back on their own budget (useAnnounceLostAccess says why). Answers true while that happens.
 */
export function useSharedAccessLost(error: unknown): boolean {
  const { view } = useHousehold();
  const switchBudget = useBudgetSwitch();
  const lost = view.role === 'partner' && error instanceof ApiError && error.status === 404;
  useEffect(() => {
    if (lost) void switchBudget();
  }, [lost, switchBudget]);
  return lost;
}

/** In the shell: when a partner stops being one without leaving (removed by the owner), a toast says so. */
export function useAnnounceLostAccess(role: HouseholdRole | null): void {
  const previous = useRef(role);
  useEffect(() => {
    const wasPartner = previous.current === 'partner';
    previous.current = role;
    if (!wasPartner || role === 'partner' || role === null) return;
    if (!leavingOnPurpose)
      notify({ title: HOUSEHOLD_MESSAGES.removed, description: HOUSEHOLD_MESSAGES.backOnOwnBudget });
    leavingOnPurpose = false;
  }, [role]);
}
