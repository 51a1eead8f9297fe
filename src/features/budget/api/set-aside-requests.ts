import { setAsideTickSchema, type SetAsideTickAnswer } from '@halfwise/core/contract/goals.ts';
import { answerOf } from '../../../lib/api.ts';
import { api } from '../../../lib/api-client.ts';

/** PUT /api/goals/set-asides/{date}: the payday's 'Future Goals' line ticked paid (into the balance) or back. */
export function tickSetAside(date: string, paid: boolean): Promise<SetAsideTickAnswer> {
  return answerOf(
    api.goals['set-asides'][':date'].$put({ param: { date }, json: { paid } }),
    setAsideTickSchema,
  );
}
