// Copy the previous month into an empty one (use-copy-previous-month.ts), as the month's empty state starts it:
// the previous month read, the copy sent, the month shown as the server answers it, its undo, and the refusal
// said in place; the real query cache, writes, undo history and toasts, the network answered by msw.
import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/session/query-client.ts';
import { NOT_SAVED_TITLE } from '../../../app/ui/use-optimistic-mutation.ts';
import { addMonths, currentMonthKey, monthName, monthYear, type MonthKey } from '../../../domain/month.ts';
import { UNDO_LABELS } from '../../../domain/undo-text.ts';
import { undoHistoryOf, type UndoEvent } from '../../../lib/undo-history.ts';
import { budgetHookProviders } from '../../../test-support/component/budget-hook-providers.tsx';
import { expectCopyUndone } from '../../../test-support/component/copy-undo.ts';
import {
  answerCopiesWithoutBudget,
  serveBudgetMonths,
  type MonthSeed,
} from '../../../test-support/component/budget-months-api.ts';
import { SIGNED_IN_USER } from '../../../test-support/component/render-signed-in.tsx';
import { server } from '../../../test-support/component/setup.ts';
import { budgetRead } from '../api/budget-keys.ts';
import { NO_PREVIOUS_MONTH, useCopyPreviousMonth } from './use-copy-previous-month.ts';

const USER = SIGNED_IN_USER.id;
const month = currentMonthKey();
const previous = addMonths(month, -1);

let api: ReturnType<typeof serveBudgetMonths>;
let queryClient: QueryClient;
let events: UndoEvent[];

async function start(seed: Partial<Record<MonthKey, MonthSeed>>) {
  api = serveBudgetMonths(seed);
  queryClient = createQueryClient();
  await queryClient.fetchQuery(budgetRead(USER, month));
  undoHistoryOf(queryClient).subscribe((event) => events.push(event));
  return renderHook(() => useCopyPreviousMonth(USER, month), { wrapper: budgetHookProviders(queryClient) });
}

beforeEach(() => {
  events = [];
});
afterEach(() => vi.restoreAllMocks());

const cached = () => queryClient.getQueryData(budgetRead(USER, month).queryKey);
const names = () =>
  [...(cached()?.incomeItems ?? []), ...(cached()?.expenseItems ?? [])].map((item) => item.name);
const quietly = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
const LAST_MONTH: MonthSeed = {
  incomes: [{ name: 'Paycheck', amount: 250_000, isPaid: true }],
  expenses: [{ name: 'Rent', amount: 110_000, isPaid: true }],
};

it('reads the previous month, copies it into this one, and shows the month only as the server answers it', async () => {
  const { result } = await start({ [previous]: LAST_MONTH });
  const release = api.holdWrites();
  act(() => result.current.mutate());
  await waitFor(() => expect(api.writes()).toHaveLength(1));
  const source = api.monthOf(previous).budget!.id;
  expect(api.sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
    `GET /api/budget/${USER}/${month}/${monthYear(month)}`,
    `GET /api/budget/${USER}/${previous}/${monthYear(previous)}`,
    `POST /api/budget/${source}/copy-to-next-month`,
  ]);
  expect(api.writes()[0]?.body).toEqual({ targetMonth: month, targetYear: monthYear(month) });
  // Nothing shows before the answer.
  expect(cached()?.budget).toBeNull();
  release();
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(names()).toEqual(['Paycheck', 'Rent']);
  expect(cached()?.budget?.id).toBe(api.monthOf(month).budget!.id);
  expect(cached()?.expenseItems[0]?.isPaid).toBe(false);
  // Its toast offers Undo at once, in the words of the previous month's name.
  const title = UNDO_LABELS.copiedFromPrevious(monthName(previous));
  expect(events).toEqual([{ type: 'saved', id: expect.any(Number), label: { title } }]);
});

it('Undo empties the month at once and leaves it as the server answers', async () => {
  const { result } = await start({ [previous]: LAST_MONTH });
  act(() => result.current.mutate());
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  await expectCopyUndone({
    queryClient,
    api,
    month,
    rowNames: names,
    cachedBudget: () => cached()?.budget,
    whileHeld: (target) => expect(cached()?.budget?.id).toBe(target),
  });
});

it.each([
  ['has no budget', {}],
  ['has a budget with no items', { [previous]: {} }],
])(
  'a previous month that %s: nothing is sent, and the failure is said in place, not in a toast',
  async (_, seed) => {
    quietly();
    const { result } = await start(seed);
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toEqual(new Error(NO_PREVIOUS_MONTH));
    expect(api.writes()).toEqual([]);
    expect(cached()?.budget).toBeNull();
    expect(events).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(NOT_SAVED_TITLE)).toBeNull();
  },
);

it('a previous month with only an income is copied', async () => {
  const { result } = await start({ [previous]: { incomes: [{ name: 'Paycheck', amount: 250_000 }] } });
  act(() => result.current.mutate());
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(names()).toEqual(['Paycheck']);
});

it('a refused copy leaves the month empty and says nothing in a toast', async () => {
  quietly();
  const { result } = await start({ [previous]: LAST_MONTH });
  api.refuseNextWrite(409, 'Refused by the test');
  act(() => result.current.mutate());
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(cached()?.budget).toBeNull();
  expect(events).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByText(NOT_SAVED_TITLE)).toBeNull();
  expect(screen.queryByText('Refused by the test')).toBeNull();
});

it('a previous month that cannot be read (401) is no previous month', async () => {
  quietly();
  const { result } = await start({ [previous]: LAST_MONTH });
  server.use(
    http.get(`*/api/budget/:userId/${previous}/:year`, () =>
      HttpResponse.json({ message: 'No session' }, { status: 401 }),
    ),
  );
  act(() => result.current.mutate());
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.error).toEqual(new Error(NO_PREVIOUS_MONTH));
  expect(api.writes()).toEqual([]);
});

it('a copy answered without a budget has nothing to undo', async () => {
  const { result } = await start({ [previous]: LAST_MONTH });
  answerCopiesWithoutBudget();
  act(() => result.current.mutate());
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(undoHistoryOf(queryClient).undo()).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.writes()).toEqual([]);
});
