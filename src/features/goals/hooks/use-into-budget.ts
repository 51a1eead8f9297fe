import type { ExpenseItem } from '@halfwise/core/contract/budget.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useHousehold } from '../../../app/session/household.ts';
import { useOptimisticMutation } from '../../../app/ui/use-optimistic-mutation.ts';
import { isOwnFutureGoalsExpense, monthsFrom } from '../../../domain/goals-into-budget.ts';
import { currentMonthKey, type MonthKey } from '../../../domain/month.ts';
import { serverMessage } from '../../../lib/api.ts';
import { BUDGET_QUERY_ROOT, budgetRead } from '../../../lib/budget-read.ts';
import { cacheEdit, reversal, type OptimisticWrite } from '../../../lib/optimistic-mutation.ts';
import {
  deleteExpense,
  goalSettingsRead,
  putGoalSettings,
  restoreExpense,
} from '../api/goal-settings-api.ts';
import { GOAL_NOT_SAVED } from './use-goal-mutations.ts';

/** One of the person's own 'Future Goals' expenses and the month whose budget holds it. */
export interface OwnFutureGoalsExpense {
  month: MonthKey;
  item: ExpenseItem;
}

interface IntoBudgetChange {
  budgetOwnerId: string;
  intoBudget: boolean;
  /** Expenses the derived lines replace: deleted. */
  remove: readonly OwnFutureGoalsExpense[];
  /** Expenses an undo of 'Replace' brings back, each with its create's idempotency key. */
  bringBack: readonly (OwnFutureGoalsExpense & { idempotencyKey: string })[];
}

function budgetEdit(budgetOwnerId: string, { month, item }: OwnFutureGoalsExpense, present: boolean) {
  return cacheEdit(budgetRead(budgetOwnerId, month).queryKey, (cached) => {
    if (!cached) return cached as never;
    const others = cached.expenseItems.filter((expense) => expense.id !== item.id);
    return { ...cached, expenseItems: present ? [...others, item] : others };
  });
}

/** The switch, the expenses it replaces (deleted) or brings back (undo), in one write and one undo step. */
const intoBudgetWrite: OptimisticWrite<IntoBudgetChange, unknown> = {
  name: 'goal-settings',
  send: async ({ intoBudget, remove, bringBack }) => {
    await putGoalSettings({ intoBudget });
    await Promise.all(remove.map(({ item }) => deleteExpense(item.id)));
    await Promise.all(bringBack.map(({ item, idempotencyKey }) => restoreExpense(item, idempotencyKey)));
  },
  edits: ({ budgetOwnerId, intoBudget, remove, bringBack }) => [
    cacheEdit(goalSettingsRead.queryKey, () => ({ intoBudget })),
    ...remove.map((expense) => budgetEdit(budgetOwnerId, expense, false)),
    ...bringBack.map((expense) => budgetEdit(budgetOwnerId, expense, true)),
  ],
  // The budget's sections carry each payday's set-aside, so every month is read again.
  refetch: () => [goalSettingsRead.queryKey, [BUDGET_QUERY_ROOT]],
  failure: (error) => serverMessage(error) ?? GOAL_NOT_SAVED,
  undo: {
    label: ({ intoBudget, remove }) => ({
      title: intoBudget ? 'Put the set-asides into the budget' : 'Took the set-asides out of the budget',
      ...(remove.length > 0 ? { description: 'Your own Future Goals expenses were replaced.' } : {}),
    }),
    reverse: ({ variables }) =>
      reversal(intoBudgetWrite, {
        budgetOwnerId: variables.budgetOwnerId,
        intoBudget: !variables.intoBudget,
        remove: [],
        bringBack: variables.remove.map((expense) => ({ ...expense, idempotencyKey: crypto.randomUUID() })),
      }),
  },
};

/** The goal writes that may wait for the network (registered at start: docs/offline.md). */
export const GOAL_SETTINGS_WRITES = [intoBudgetWrite];

/**
 * The Goals screen's switch: on, off, and the question turning it on asks when the current or a later month
 * (up to 12 ahead) already has the person's own 'Future Goals' expense.
 */
export function useIntoBudget() {
  const { budgetOwnerId } = useHousehold().view;
  const queryClient = useQueryClient();
  const settings = useQuery(goalSettingsRead);
  const { mutate } = useOptimisticMutation(intoBudgetWrite);
  const [question, setQuestion] = useState<readonly OwnFutureGoalsExpense[] | null>(null);
  const [checking, setChecking] = useState(false);

  const set = (intoBudget: boolean, remove: readonly OwnFutureGoalsExpense[] = []) => {
    setQuestion(null);
    mutate({ budgetOwnerId, intoBudget, remove, bringBack: [] });
  };
  const turnOn = async () => {
    setChecking(true);
    try {
      const found = await ownFutureGoalsExpenses(budgetOwnerId, (month) =>
        queryClient.fetchQuery(budgetRead(budgetOwnerId, month)),
      );
      if (found.length === 0) set(true);
      else setQuestion(found);
    } finally {
      setChecking(false);
    }
  };

  return {
    intoBudget: settings.data?.intoBudget ?? false,
    ready: settings.isSuccess && !checking,
    toggle: (on: boolean) => (on ? void turnOn() : set(false)),
    question,
    replace: () => question && set(true, question),
    keepBoth: () => set(true),
    cancel: () => setQuestion(null),
  };
}

async function ownFutureGoalsExpenses(
  budgetOwnerId: string,
  read: (month: MonthKey) => Promise<{ expenseItems: ExpenseItem[] } | null>,
): Promise<OwnFutureGoalsExpense[]> {
  const months = monthsFrom(currentMonthKey());
  const budgets = await Promise.all(months.map(read));
  return months.flatMap((month, index) =>
    (budgets[index]?.expenseItems ?? [])
      .filter((item) => isOwnFutureGoalsExpense(item.name))
      .map((item) => ({ month, item })),
  );
}
