import type { SetAsideTickAnswer } from '@halfwise/core/contract/goals.ts';
import { SET_ASIDE_LINE_NAME } from '@halfwise/core/set-aside-lines.ts';
import { UNDO_LABELS } from '../../../domain/undo-text.ts';
import { cacheEdit, reversal, type OptimisticWrite } from '../../../lib/optimistic-mutation.ts';
import { allBudgetsKey, budgetRead } from '../api/budget-keys.ts';
import { tickSetAside } from '../api/set-aside-requests.ts';
import { EMPTY_BUDGET, withSetAsidePaid } from '../model/budget-cache.ts';
import { TICK_WORDS } from '../model/row-label.ts';
import type { MonthAt } from './item-writes.ts';

export interface SetAsideTickWrite {
  at: MonthAt;
  /** The payday whose line is ticked, 'YYYY-MM-DD'. */
  date: string;
  paid: boolean;
}

/**
 * The paid tick of a payday's 'Future Goals' line (docs/budget-screen.md "Future Goals lines"): shown at once,
 * undone by the opposite tick, which takes the amount back out of the Future Goals balance too. Every cached month
 * is read again afterwards, since the balance of this month and every later one changed.
 */
export const setAsideTickWrite: OptimisticWrite<SetAsideTickWrite, SetAsideTickAnswer> = {
  name: 'budget-set-aside-paid',
  send: ({ date, paid }) => tickSetAside(date, paid),
  edits: ({ at, date, paid }) => [
    cacheEdit(budgetRead(at.userId, at.month).queryKey, (cached) =>
      withSetAsidePaid(cached ?? EMPTY_BUDGET, date, paid),
    ),
  ],
  failure: (_error, { paid }) =>
    `${SET_ASIDE_LINE_NAME} was not marked ${paid ? '' : 'not '}paid. Please try again.`,
  refetch: (_answer, { at }) => [allBudgetsKey(at.userId)],
  undo: {
    label: ({ paid }) => ({ title: UNDO_LABELS.ticked(SET_ASIDE_LINE_NAME, TICK_WORDS.expense, paid) }),
    reverse: ({ variables }) => reversal(setAsideTickWrite, { ...variables, paid: !variables.paid }),
  },
};
