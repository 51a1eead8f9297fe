import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBudgetSwitch } from '../../../app/session/household.ts';
import { USER_QUERY_KEY } from '../../../app/session/query-client.ts';
import { expectLeaving } from '../../../app/session/use-shared-access-lost.ts';
import { invitePartner, leaveHousehold, removePartner, revokeInvitation } from '../api/household-requests.ts';

/** Every change to the household, each followed by a fresh GET /api/user (which carries the household). */
export function useHouseholdActions() {
  const queryClient = useQueryClient();
  const switchBudget = useBudgetSwitch();
  const refresh = () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  return {
    invite: useMutation({ mutationFn: invitePartner, onSuccess: refresh }),
    revoke: useMutation({ mutationFn: revokeInvitation, onSuccess: refresh }),
    remove: useMutation({ mutationFn: removePartner, onSuccess: refresh }),
    leave: useMutation({
      mutationFn: leaveHousehold,
      onMutate: () => expectLeaving(true),
      onError: () => expectLeaving(false),
      onSuccess: switchBudget,
    }),
  };
}
