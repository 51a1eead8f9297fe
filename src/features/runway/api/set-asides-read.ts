// GET /api/goals/set-asides (docs/api.md "Future Goals"): each payday's set-aside as the goals' plan makes it with
// another Future Goals balance, which the device cannot plan itself.
import { setAsidesSchema } from '@halfwise/core/contract/runway.ts';
import type { IsoDate } from '@halfwise/core/iso-date.ts';
import { queryOptions } from '@tanstack/react-query';
import { answerOf } from '../../../lib/api.ts';
import { api } from '../../../lib/api-client.ts';

export const SET_ASIDES_QUERY_ROOT = '/api/goals/set-asides';

/**
 * The owner's set-asides with `balance` cents in Future Goals; `stamp` is the runway view's (the budgets the plan
 * counts), so an edit of them reads them again.
 */
export function setAsidesRead(ownerId: string, balance: number, today: IsoDate, stamp: string) {
  return queryOptions({
    queryKey: [SET_ASIDES_QUERY_ROOT, ownerId, balance, today, stamp] as const,
    queryFn: () =>
      answerOf(api.goals['set-asides'].$get({ query: { balance: String(balance), today } }), setAsidesSchema),
  });
}
