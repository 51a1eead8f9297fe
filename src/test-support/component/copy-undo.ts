// The undo of a month copy as both copy hooks' component tests check it (DELETE /api/budget/{id}/copy).
import type { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { MonthKey } from '../../domain/month.ts';
import { undoHistoryOf } from '../../lib/undo-history.ts';
import type { BudgetMonthsApi } from './budget-months-api.ts';

/**
 * Undoes the copy that made `month`'s budget, its DELETE held back: the rows (`rowNames`) leave at once and the
 * DELETE names the copied budget (`whileHeld` checks more meanwhile); once answered, the month has no budget, in the
 * cache (`cachedBudget`) and on the server.
 */
export async function expectCopyUndone(options: {
  queryClient: QueryClient;
  api: BudgetMonthsApi;
  month: MonthKey;
  rowNames: () => string[];
  cachedBudget: () => unknown;
  whileHeld?: (target: number) => void;
}): Promise<void> {
  const { queryClient, api, month, rowNames, cachedBudget, whileHeld } = options;
  const target = api.monthOf(month).budget!.id;
  const release = api.holdWrites();
  expect(undoHistoryOf(queryClient).undo()).toBe(true);
  await waitFor(() => expect(rowNames()).toEqual([]));
  whileHeld?.(target);
  expect(api.writes().at(-1)).toEqual({
    method: 'DELETE',
    path: `/api/budget/${target}/copy`,
    body: undefined,
  });
  release();
  await waitFor(() => expect(cachedBudget()).toBeNull());
  expect(api.monthOf(month).budget).toBeNull();
}
