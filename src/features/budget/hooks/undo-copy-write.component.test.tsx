// The undo of a copy into a month (undo-copy-write.ts), run as the undo history runs it (a reversal): the real
// query cache, the network answered by msw at the fetch boundary.
import type { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, it, vi } from 'vitest';
import { UNDO_FAILED_TITLE } from '../../../domain/undo-text.ts';
import { currentMonthKey } from '../../../domain/month.ts';
import { reversal, type FailureText } from '../../../lib/optimistic-mutation.ts';
import { undoHistoryOf } from '../../../lib/undo-history.ts';
import { cachedMonth } from '../../../test-support/component/cached-month.ts';
import type { FakeBudgetApi } from '../../../test-support/component/fake-budget-api.ts';
import { server } from '../../../test-support/component/setup.ts';
import { budgetRead } from '../api/budget-keys.ts';
import { undoCopyWrite } from './undo-copy-write.ts';

const USER = '7d0c6f1e-0000-4000-8000-000000000005';
const month = currentMonthKey();

let api: FakeBudgetApi;
let queryClient: QueryClient;
let failures: FailureText[];
let undoSent: string[];
let answerUndo: Promise<void>;
let letUndoAnswer: () => void;

beforeEach(async () => {
  ({ api, queryClient } = await cachedMonth(USER, month, [
    { kind: 'income', name: 'Paycheck', amount: 300_000, day: '1' },
    { kind: 'expense', name: 'Rent', amount: 120_000, day: '3' },
  ]));
  undoSent = [];
  answerUndo = new Promise((resolve) => (letUndoAnswer = resolve));
  server.use(
    http.delete('*/api/budget/:budgetId/copy', async ({ request }) => {
      undoSent.push(new URL(request.url).pathname);
      await answerUndo;
      // The month as it is after the undo: what was there before the copy (here, one expense kept).
      const { kind: _kind, ...rent } = api.stored('Rent')!;
      return HttpResponse.json({
        budget: {
          id: 1,
          userId: USER,
          month,
          year: Number(month.slice(0, 4)),
          carryForward: 0,
          futureGoalsBalance: 0,
        },
        incomeItems: [],
        expenseItems: [{ ...rent, name: 'Kept rent' }],
      });
    }),
  );
  failures = [];
});

const cached = () => queryClient.getQueryData(budgetRead(USER, month).queryKey);
const startUndo = () =>
  reversal(undoCopyWrite(queryClient, USER, month), 1).start(
    queryClient,
    (text) => failures.push(text),
    undoHistoryOf(queryClient),
  );

it('takes the copied items off the month at once, then shows the month as the server answers it', async () => {
  startUndo();
  await waitFor(() => expect(cached()).toMatchObject({ incomeItems: [], expenseItems: [] }));
  expect(cached()?.budget?.id).toBe(1);
  letUndoAnswer();
  await waitFor(() => expect(cached()?.expenseItems.map((item) => item.name)).toEqual(['Kept rent']));
  expect(undoSent).toEqual(['/api/budget/1/copy']);
  expect(failures).toEqual([]);
});

it('refused puts the copied items back and says the undo failed, in the server’s words', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    http.delete('*/api/budget/:budgetId/copy', () =>
      HttpResponse.json({ message: 'Nothing was copied into this month' }, { status: 409 }),
    ),
  );
  startUndo();
  await waitFor(() =>
    expect(failures).toEqual([
      { title: UNDO_FAILED_TITLE, description: 'Nothing was copied into this month' },
    ]),
  );
  expect(cached()?.incomeItems.map((item) => item.name)).toEqual(['Paycheck']);
  expect(cached()?.expenseItems.map((item) => item.name)).toEqual(['Rent']);
});
