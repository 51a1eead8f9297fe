import { apiUserSchema } from '@halfwise/core/contract/account.ts';
import type { CurrentUser } from '../../../app/session/current-user.ts';
import { USER_QUERY_KEY } from '../../../app/session/query-client.ts';
import { notify } from '../../../app/toast/notify.ts';
import { useOptimisticMutation } from '../../../app/ui/use-optimistic-mutation.ts';
import { answerOf } from '../../../lib/api.ts';
import { api } from '../../../lib/api-client.ts';

export const SHOW_CENTS_SAVED = (showCents: boolean) =>
  showCents ? 'Amounts now show their cents' : 'Amounts now show whole dollars';
export const SHOW_CENTS_NOT_SAVED = 'Your choice of cents was not saved. Please try again.';

/** PATCH /api/user/{id} { showCents }, shown at once: every amount follows the cached user. */
export function useSaveShowCents(userId: string) {
  return useOptimisticMutation({
    send: (showCents: boolean) =>
      answerOf(api.user[':id'].$patch({ param: { id: userId }, json: { showCents } }), apiUserSchema),
    edits: (showCents) => [
      {
        queryKey: USER_QUERY_KEY,
        edit: (cached) => (cached ? { ...(cached as CurrentUser), showCents } : cached),
      },
    ],
    failure: () => SHOW_CENTS_NOT_SAVED,
    onSaved: (_answer, showCents) => notify({ title: SHOW_CENTS_SAVED(showCents) }),
  });
}
