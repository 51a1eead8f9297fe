import { apiUserSchema } from '@halfwise/core/contract/account.ts';
import type { CurrentUser } from '../../../app/session/current-user.ts';
import { USER_QUERY_KEY } from '../../../app/session/query-client.ts';
import { notify } from '../../../app/toast/notify.ts';
import { useOptimisticMutation } from '../../../app/ui/use-optimistic-mutation.ts';
import { answerOf, ApiError } from '../../../lib/api.ts';
import { api } from '../../../lib/api-client.ts';

export const CUSHION_SAVED = 'Cushion saved';
export const CUSHION_NOT_SAVED = 'Your cushion was not saved. Please try again.';

/** A refusal the field shows beside itself (400 names the field); any other failure is a toast. */
export function isCushionRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400;
}

/** PATCH /api/user/{id} { cushion }, shown at once (the budget's warnings follow the cached user). */
export function useSaveCushion(userId: string) {
  return useOptimisticMutation({
    send: (cushion: number) =>
      answerOf(api.user[':id'].$patch({ param: { id: userId }, json: { cushion } }), apiUserSchema),
    edits: (cushion) => [
      {
        queryKey: USER_QUERY_KEY,
        edit: (cached) => (cached ? { ...(cached as CurrentUser), cushion } : cached),
      },
    ],
    failure: (error) => (isCushionRefusal(error) ? null : CUSHION_NOT_SAVED),
    onSaved: () => notify({ title: CUSHION_SAVED }),
  });
}
