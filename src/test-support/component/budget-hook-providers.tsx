// The providers the month screen's hooks run inside (render-signed-in.tsx gives a whole screen the same), for
// component tests that render the hooks alone: the query client, the signed-in person's household and toasts.
import type { Household } from '@halfwise/core/contract/household.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HouseholdContext, householdState } from '../../app/session/household.ts';
import { SIGNED_IN_USER } from './render-signed-in.tsx';
import { toasterWrapper } from './toaster-wrapper.tsx';

/** A `renderHook` wrapper for SIGNED_IN_USER, alone on their budget unless `household` says otherwise. */
export function budgetHookProviders(
  queryClient: QueryClient,
  household: Household = SIGNED_IN_USER.household,
) {
  const state = householdState(household, SIGNED_IN_USER.id);
  const QueryAndToasts = toasterWrapper(queryClient);
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryAndToasts>
        <HouseholdContext.Provider value={state}>{children}</HouseholdContext.Provider>
      </QueryAndToasts>
    );
  };
}
