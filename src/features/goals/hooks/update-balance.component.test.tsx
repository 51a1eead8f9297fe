// The Future Goals bank balance (use-bank-balance.ts, use-update-balance.ts) as the goals screen reads and writes
// it: the real query cache, writes, undo history and toasts, the network answered by msw at the fetch boundary.
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/session/query-client.ts';
import { UNDO_LABELS } from '../../../domain/undo-text.ts';
import { undoHistoryOf } from '../../../lib/undo-history.ts';
import type { SentRequest } from '../../../test-support/component/fake-budget-api.ts';
import { server } from '../../../test-support/component/setup.ts';
import { balanceMonthRead } from '../api/goals-api.ts';
import { bankBalanceRead, useBankBalance } from './use-bank-balance.ts';
import { GOAL_NOT_SAVED } from './use-goal-mutations.ts';
import { useUpdateBalance } from './use-update-balance.ts';
import { toasterWrapper } from '../../../test-support/component/toaster-wrapper.tsx';

const USER = '7d0c6f1e-0000-4000-8000-000000000034';
const balanceKey = bankBalanceRead(USER, new Date()).queryKey;

let queryClient: QueryClient;
/** The balance the server holds, in cents; null: the month has no budget yet. */
let storedCents: number | null;
let sent: SentRequest[];
let saved: string[];
let release: () => void;

beforeEach(() => {
  queryClient = createQueryClient();
  storedCents = null;
  sent = [];
  saved = [];
  release = () => undefined;
  server.use(
    http.get('*/api/budget/:userId/:month/:year', ({ params }) =>
      HttpResponse.json({
        budget:
          storedCents === null
            ? null
            : {
                id: 1,
                userId: USER,
                month: params.month,
                year: Number(params.year),
                carryForward: 0,
                futureGoalsBalance: storedCents,
              },
        incomeItems: [],
        expenseItems: [],
      }),
    ),
    http.post('*/api/future-goals/balance', async ({ request }) => {
      const body = (await request.json()) as { balance: number };
      sent.push({ method: request.method, path: new URL(request.url).pathname, body });
      storedCents = body.balance * 100;
      return HttpResponse.json({ month: 'Nov', futureGoalsBalance: storedCents });
    }),
  );
  undoHistoryOf(queryClient).subscribe((event) => {
    if (event.type === 'saved') saved.push(event.label.title);
  });
});

afterEach(() => {
  release();
  onlineManager.setOnline(true);
});

/** Holds the balance writes until `release`, so a test sees the cache before the server answers. */
function holdWrites() {
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post('*/api/future-goals/balance', async () => {
      await gate;
    }),
  );
}
const refuseWrites = (status: number, body: string) =>
  server.use(http.post('*/api/future-goals/balance', () => new HttpResponse(body, { status })));

/** `settled`: once the month is read; else at once, before its answer. */
async function mounted({ settled = true } = {}) {
  const wrapper = toasterWrapper(queryClient);
  const hook = renderHook(() => ({ bank: useBankBalance(USER), balance: useUpdateBalance(balanceKey) }), {
    wrapper,
  }).result;
  expect(hook.current.bank.isPending).toBe(true);
  if (settled) await waitFor(() => expect(hook.current.bank.isPending).toBe(false));
  return hook;
}

it('a month without a budget holds $0; one with a budget holds its balance', async () => {
  let hook = await mounted();
  expect(hook.current.bank).toMatchObject({ balanceCents: 0, queryKey: balanceKey });
  storedCents = 12_300;
  queryClient = createQueryClient();
  hook = await mounted();
  expect(hook.current.bank.balanceCents).toBe(12_300);
});

it('a new balance shows at once, is sent in whole dollars, rereads every budget and the goals, and undo sends the old one', async () => {
  storedCents = 12_300;
  const otherMonth = balanceMonthRead(USER, 'Jan', 2020);
  await queryClient.fetchQuery(otherMonth);
  queryClient.setQueryData(['/api/future-plans'], []);
  const hook = await mounted();
  holdWrites();
  hook.current.balance.save(250);
  await waitFor(() => expect(hook.current.bank.balanceCents).toBe(25_000));
  release();
  await waitFor(() => expect(saved).toEqual([UNDO_LABELS.balanceUpdated(25_000)]));
  expect(sent).toEqual([{ method: 'POST', path: '/api/future-goals/balance', body: { balance: 250 } }]);
  // Every cached budget is read again (the month not on screen when next shown).
  await waitFor(() => expect(queryClient.getQueryState(otherMonth.queryKey)?.isInvalidated).toBe(true));
  // And the goals: each one's plan counts its share of the balance (docs/domain.md "Goals funded by paycheck").
  expect(queryClient.getQueryState(['/api/future-plans'])?.isInvalidated).toBe(true);

  holdWrites();
  expect(undoHistoryOf(queryClient).undo()).toBe(true);
  await waitFor(() => expect(hook.current.bank.balanceCents).toBe(12_300));
  release();
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]?.body).toEqual({ balance: 123 });
  await waitFor(() => expect(storedCents).toBe(12_300));
});

it('the undo of a first balance, saved before its month was read, sends $0', async () => {
  const hook = await mounted({ settled: false });
  hook.current.balance.save(40);
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(undoHistoryOf(queryClient).undo()).toBe(true);
  await waitFor(() => expect(sent.map((request) => request.body)).toEqual([{ balance: 40 }, { balance: 0 }]));
});

it('a refused balance is rolled back with the server’s message, or ours when it gives none', async () => {
  storedCents = 12_300;
  const hook = await mounted();
  refuseWrites(400, JSON.stringify({ message: 'balance: Too large' }));
  hook.current.balance.save(9_999_999);
  expect(await screen.findByText('balance: Too large')).toBeTruthy();
  expect(hook.current.bank.balanceCents).toBe(12_300);

  refuseWrites(500, '');
  await expect(hook.current.balance.saveFromDialog(10)).rejects.toThrow();
  expect(await screen.findByText(GOAL_NOT_SAVED)).toBeTruthy();
  expect(hook.current.bank.balanceCents).toBe(12_300);
  expect(saved).toEqual([]);
});

it('from the dialog the save settles once the server has it, and its undo toast waits for the dialog', async () => {
  const hook = await mounted();
  await hook.current.balance.saveFromDialog(75);
  expect(storedCents).toBe(7_500);
  expect(saved).toEqual([]);
  undoHistoryOf(queryClient).announce();
  expect(saved).toEqual([UNDO_LABELS.balanceUpdated(7_500)]);

  expect(undoHistoryOf(queryClient).undo()).toBe(true);
  await waitFor(() => expect(storedCents).toBe(0));
});

it('offline, the dialog is done at once and the balance is sent once the browser is back online', async () => {
  const hook = await mounted();
  onlineManager.setOnline(false);
  await hook.current.balance.saveFromDialog(60);
  expect(sent).toEqual([]);
  await waitFor(() => expect(hook.current.bank.balanceCents).toBe(6_000));
  onlineManager.setOnline(true);
  await waitFor(() => expect(storedCents).toBe(6_000));
});
