// Copy to next month (use-copy-to-next-month.ts) as the month screen drives it: confirm, the copy sent, the
// success dialog closing itself, the undo toast after it, and the refusals; the real query cache, writes, undo
// history and toasts, the network answered by msw at the fetch boundary (budget-months-api.ts).
import { copyConflictMessage, NOTHING_TO_COPY_MESSAGE } from '@halfwise/core/budget-messages.ts';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/session/query-client.ts';
import { needsNetworkText } from '../../../app/ui/needs-network.ts';
import { addMonths, currentMonthKey, monthLabel, monthYear } from '../../../domain/month.ts';
import { COPY_DONE } from '../../../domain/undo-text.ts';
import { undoHistoryOf, type UndoEvent } from '../../../lib/undo-history.ts';
import { budgetHookProviders } from '../../../test-support/component/budget-hook-providers.tsx';
import { expectCopyUndone } from '../../../test-support/component/copy-undo.ts';
import {
  answerCopiesWithoutBudget,
  serveBudgetMonths,
  type BudgetMonthsApi,
} from '../../../test-support/component/budget-months-api.ts';
import { SIGNED_IN_USER } from '../../../test-support/component/render-signed-in.tsx';
import { server } from '../../../test-support/component/setup.ts';
import { budgetRead } from '../api/budget-keys.ts';
import {
  COPY_ACTION,
  COPY_FAILED_TEXT,
  COPY_FAILED_TITLE,
  COPY_SUCCESS_MS,
  useCopyToNextMonth,
} from './use-copy-to-next-month.ts';

const USER = SIGNED_IN_USER.id;
const month = currentMonthKey();
const next = addMonths(month, 1);

let api: BudgetMonthsApi;
let queryClient: QueryClient;
let events: UndoEvent[];
let copied: number;

beforeEach(async () => {
  api = serveBudgetMonths({
    [month]: {
      incomes: [{ name: 'Paycheck', amount: 300_000, isPaid: true }],
      expenses: [{ name: 'Rent', amount: 120_000 }],
    },
  });
  queryClient = createQueryClient();
  await queryClient.fetchQuery(budgetRead(USER, month));
  await queryClient.fetchQuery(budgetRead(USER, next));
  events = [];
  undoHistoryOf(queryClient).subscribe((event) => events.push(event));
  copied = 0;
});

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

const budgetId = () => api.monthOf(month).budget!.id;
function mounted(id: number | null = budgetId()) {
  return renderHook(() => useCopyToNextMonth(USER, month, id, () => copied++), {
    wrapper: budgetHookProviders(queryClient),
  });
}
const cachedNext = () => queryClient.getQueryData(budgetRead(USER, next).queryKey);
const names = (answer = cachedNext()) =>
  [...(answer?.incomeItems ?? []), ...(answer?.expenseItems ?? [])].map((item) => item.name);
const quietly = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
const invalidated = (target: typeof month) =>
  queryClient.getQueryState(budgetRead(USER, target).queryKey)?.isInvalidated;

it('asks first: ask opens the confirmation, cancel closes it, and nothing is sent', () => {
  const { result } = mounted();
  expect(result.current.phase).toBe('idle');
  act(() => result.current.ask());
  expect(result.current.phase).toBe('confirm');
  act(() => result.current.cancel());
  expect(result.current.phase).toBe('idle');
  expect(api.writes()).toEqual([]);
});

it('offline, ask says the copy needs the network and opens nothing', async () => {
  onlineManager.setOnline(false);
  const { result } = mounted();
  act(() => result.current.ask());
  expect(result.current.phase).toBe('idle');
  const text = needsNetworkText(COPY_ACTION);
  expect(await screen.findByText(text.description)).toBeDefined();
  expect(screen.getByText(text.title)).toBeDefined();
});

it('a confirmed copy is sent once, busy until the server answers, then shows next month as copied', async () => {
  const { result } = mounted();
  act(() => result.current.ask());
  const release = api.holdWrites();
  act(() => result.current.confirm());
  expect(result.current.phase).toBe('copying');
  await waitFor(() => expect(api.writes()).toHaveLength(1));
  expect(api.writes()).toEqual([
    {
      method: 'POST',
      path: `/api/budget/${budgetId()}/copy-to-next-month`,
      body: { targetMonth: next, targetYear: monthYear(next) },
    },
  ]);
  // Nothing shows before the answer: the busy overlay stands in for it.
  expect(cachedNext()?.budget).toBeNull();
  expect(result.current.phase).toBe('copying');
  release();
  await waitFor(() => expect(result.current.phase).toBe('copied'));
  expect(copied).toBe(1);
  expect(names()).toEqual(['Paycheck', 'Rent']);
  expect(cachedNext()?.incomeItems[0]?.isPaid).toBe(false);
  expect(cachedNext()?.budget?.id).toBe(api.monthOf(next).budget!.id);
  // Both months are read again afterwards (this month's verdict depends on the next).
  await waitFor(() => expect([invalidated(month), invalidated(next)]).toEqual([true, true]));
});

it('tells the screen’s current listener that the copy is done', async () => {
  const told: string[] = [];
  const { result, rerender } = renderHook(
    ({ listener }) => useCopyToNextMonth(USER, month, budgetId(), () => told.push(listener)),
    { wrapper: budgetHookProviders(queryClient), initialProps: { listener: 'first' } },
  );
  rerender({ listener: 'second' });
  act(() => result.current.confirm());
  await waitFor(() => expect(result.current.phase).toBe('copied'));
  expect(told).toEqual(['second']);
});

it('the success dialog closes itself after 2.5 s; only then does the undo toast offer Undo', async () => {
  const { result } = mounted();
  act(() => result.current.confirm());
  await waitFor(() => expect(result.current.phase).toBe('copied'));
  const shownAt = Date.now();
  expect(events).toEqual([]);
  await waitFor(() => expect(result.current.phase).toBe('idle'));
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(COPY_SUCCESS_MS - 100);
  const label = { title: COPY_DONE.title, description: COPY_DONE.description(monthLabel(next)) };
  expect(events).toEqual([{ type: 'saved', id: expect.any(Number), label }]);
});

it('closed by hand, the dialog shows the undo toast at once, and the timer does not say it again', async () => {
  const { result } = mounted();
  act(() => result.current.confirm());
  await waitFor(() => expect(result.current.phase).toBe('copied'));
  act(() => result.current.close());
  expect(result.current.phase).toBe('idle');
  expect(events.map((event) => event.type)).toEqual(['saved']);
  act(() => result.current.ask());
  await new Promise((resolve) => setTimeout(resolve, COPY_SUCCESS_MS + 200));
  // The closed dialog's timer was stopped: it would have closed the confirmation just opened.
  expect(result.current.phase).toBe('confirm');
});

it('unmounted while the dialog shows, the screen announces nothing later', async () => {
  const { result, unmount } = mounted();
  act(() => result.current.confirm());
  await waitFor(() => expect(result.current.phase).toBe('copied'));
  unmount();
  await new Promise((resolve) => setTimeout(resolve, COPY_SUCCESS_MS + 200));
  expect(events).toEqual([]);
});

it('Undo takes the copy back: next month empties at once and is as the server answers after', async () => {
  const { result } = mounted();
  act(() => result.current.confirm());
  await waitFor(() => expect(result.current.phase).toBe('copied'));
  act(() => result.current.close());
  // The copy made next month's budget, so its undo leaves none.
  await expectCopyUndone({
    queryClient,
    api,
    month: next,
    rowNames: () => names(),
    cachedBudget: () => cachedNext()?.budget,
  });
});

it('a month that already has a budget refuses the copy: its message is the toast, nothing changes', async () => {
  quietly();
  const { result } = mounted();
  api.refuseNextWrite(409, copyConflictMessage(next));
  act(() => result.current.confirm());
  expect(await screen.findByText(copyConflictMessage(next))).toBeDefined();
  expect(screen.getByText(COPY_FAILED_TITLE)).toBeDefined();
  expect(result.current.phase).toBe('idle');
  expect(copied).toBe(0);
  expect(cachedNext()?.budget).toBeNull();
  expect(undoHistoryOf(queryClient).undo()).toBe(false);
});

it('another refusal says the general failure, not the server’s words', async () => {
  quietly();
  const { result } = mounted();
  api.refuseNextWrite(400, NOTHING_TO_COPY_MESSAGE);
  act(() => result.current.confirm());
  expect(await screen.findByText(COPY_FAILED_TEXT)).toBeDefined();
  expect(screen.queryByText(NOTHING_TO_COPY_MESSAGE)).toBeNull();
  expect(result.current.phase).toBe('idle');
});

it('a 409 without a message says the general failure', async () => {
  quietly();
  server.use(
    http.post('*/api/budget/:budgetId/copy-to-next-month', () => new HttpResponse(null, { status: 409 })),
  );
  const { result } = mounted();
  act(() => result.current.confirm());
  expect(await screen.findByText(COPY_FAILED_TEXT)).toBeDefined();
  expect(result.current.phase).toBe('idle');
});

it('a month without a budget or items has nothing to copy: said at once on COPY BUDGET, with no confirmation', async () => {
  const { result } = mounted(null);
  act(() => result.current.ask());
  expect(result.current.phase).toBe('idle');
  expect(await screen.findByText(NOTHING_TO_COPY_MESSAGE)).toBeDefined();
  expect(api.writes()).toEqual([]);
  expect(copied).toBe(0);
});

it('confirmed with nothing to copy, nothing is sent and the reason is said, not "try again"', async () => {
  quietly();
  const { result } = mounted(null);
  act(() => result.current.confirm());
  expect(await screen.findByText(NOTHING_TO_COPY_MESSAGE)).toBeDefined();
  expect(result.current.phase).toBe('idle');
  expect(api.writes()).toEqual([]);
  expect(copied).toBe(0);
});

it('a copy answered without a budget has nothing to undo', async () => {
  answerCopiesWithoutBudget();
  const { result } = mounted();
  act(() => result.current.confirm());
  await waitFor(() => expect(result.current.phase).toBe('copied'));
  act(() => result.current.close());
  expect(undoHistoryOf(queryClient).undo()).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.writes().filter((request) => request.method === 'DELETE')).toEqual([]);
});
