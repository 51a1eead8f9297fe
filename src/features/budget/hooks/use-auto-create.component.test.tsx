// The month's read (use-budget-query.ts) and the current month's creation when it has no budget
// (use-auto-create.ts), as the month screen has them: the real query cache, the network answered by msw at the
// fetch boundary (budget-months-api.ts).
import type { Household } from '@halfwise/core/contract/household.ts';
import type { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/session/query-client.ts';
import { addMonths, currentMonthKey, monthYear, type MonthKey } from '../../../domain/month.ts';
import { budgetHookProviders } from '../../../test-support/component/budget-hook-providers.tsx';
import {
  serveBudgetMonths,
  type BudgetMonthsApi,
  type MonthSeed,
} from '../../../test-support/component/budget-months-api.ts';
import { SIGNED_IN_USER } from '../../../test-support/component/render-signed-in.tsx';
import { server } from '../../../test-support/component/setup.ts';
import { budgetKey } from '../api/budget-keys.ts';
import type { BudgetResponse } from '../api/types.ts';
import { useAutoCreateMonth } from './use-auto-create.ts';
import { useBudgetQuery } from './use-budget-query.ts';

const USER = SIGNED_IN_USER.id;
const month = currentMonthKey();
const next = addMonths(month, 1);

let api: BudgetMonthsApi;
let queryClient: QueryClient;

beforeEach(() => {
  queryClient = createQueryClient();
});
afterEach(() => vi.restoreAllMocks());

function serve(seed: Partial<Record<MonthKey, MonthSeed>>) {
  api = serveBudgetMonths(seed);
}
/** The month screen's read of `shown` and its auto-creation. */
function mounted(shown: MonthKey = month, household?: Household) {
  return renderHook(
    ({ at }) => {
      const query = useBudgetQuery(USER, at);
      useAutoCreateMonth(USER, at, query.data);
      return query;
    },
    { wrapper: budgetHookProviders(queryClient, household), initialProps: { at: shown } },
  );
}
const cached = (at: MonthKey = month) => queryClient.getQueryData<BudgetResponse>(budgetKey(USER, at));
const names = (at: MonthKey = month) =>
  [...(cached(at)?.incomeItems ?? []), ...(cached(at)?.expenseItems ?? [])].map((item) => item.name);
const requests = () => api.sent.map(({ method, path }) => `${method} ${path}`);
const readOf = (at: MonthKey) => `GET /api/budget/${USER}/${at}/${monthYear(at)}`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
const NEXT_MONTH: MonthSeed = { expenses: [{ name: 'Rent', amount: 120_000, isPaid: true }] };

it('reads the month and gives it as the server answers it', async () => {
  serve({ [month]: { incomes: [{ name: 'Paycheck', amount: 300_000 }] } });
  const { result } = mounted();
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(result.current.data?.incomeItems.map((item) => item.name)).toEqual(['Paycheck']);
  expect(result.current.data?.budget?.id).toBe(api.monthOf(month).budget!.id);
  await settle();
  expect(requests()).toEqual([readOf(month)]);
});

it('a month with a budget is left as it is', async () => {
  serve({ [month]: {}, [next]: NEXT_MONTH });
  const { result } = mounted();
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  await settle();
  expect(requests()).toEqual([readOf(month)]);
});

it('the current month without a budget is copied from next month when next month has items', async () => {
  serve({ [next]: NEXT_MONTH });
  const { result } = mounted();
  await waitFor(() => expect(names()).toEqual(['Rent']));
  expect(requests()).toEqual([
    readOf(month),
    readOf(next),
    `POST /api/budget/${api.monthOf(next).budget!.id}/copy-to-next-month`,
  ]);
  expect(api.writes()[0]?.body).toEqual({ targetMonth: month, targetYear: monthYear(month) });
  expect(cached()?.budget?.id).toBe(api.monthOf(month).budget!.id);
  expect(result.current.data?.expenseItems[0]?.isPaid).toBe(false);
});

it('next month with only an income is copied as well', async () => {
  serve({ [next]: { incomes: [{ name: 'Paycheck', amount: 300_000 }] } });
  mounted();
  await waitFor(() => expect(names()).toEqual(['Paycheck']));
});

it.each([
  ['has no budget', {}],
  ['has a budget with no items', { [next]: {} }],
])('when next month %s, an empty budget is created', async (_, seed) => {
  serve(seed);
  mounted();
  await waitFor(() => expect(cached()?.budget).not.toBeNull());
  expect(api.writes()).toEqual([
    {
      method: 'POST',
      path: '/api/budget',
      body: { userId: USER, month, year: monthYear(month), carryForward: 0 },
    },
  ]);
  expect(cached()).toEqual(api.monthOf(month));
});

it('when next month cannot be read (401), an empty budget is created', async () => {
  serve({});
  server.use(
    http.get(`*/api/budget/:userId/${next}/:year`, () =>
      HttpResponse.json({ message: 'No session' }, { status: 401 }),
    ),
  );
  mounted();
  await waitFor(() => expect(cached()?.budget).not.toBeNull());
  expect(api.writes().map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/budget']);
});

it('a month other than the current one is never created', async () => {
  const later = addMonths(month, 2);
  serve({ [addMonths(later, 1)]: NEXT_MONTH });
  const { result } = mounted(later);
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  await settle();
  expect(requests()).toEqual([readOf(later)]);
});

it('is tried once per person and month: read again without a budget, it is not sent again', async () => {
  serve({});
  // Another tab holds the month: the create answers, but the month read afterwards still has none.
  const created: unknown[] = [];
  server.use(
    http.post('*/api/budget', async ({ request }) => {
      created.push(((await request.json()) as { userId: string }).userId);
      return HttpResponse.json(api.monthOf(month));
    }),
  );
  const partnerId = '7d0c6f1e-0000-4000-8000-000000000099';
  const { result, rerender } = renderHook(
    ({ user }) => {
      const query = useBudgetQuery(user, month);
      useAutoCreateMonth(user, month, query.data);
      return query;
    },
    { wrapper: budgetHookProviders(queryClient), initialProps: { user: USER } },
  );
  await waitFor(() => expect(created).toEqual([USER]));
  await waitFor(() => expect(result.current.data?.budget).toBeNull());
  await queryClient.refetchQueries({ queryKey: budgetKey(USER, month) });
  await settle();
  expect(created).toEqual([USER]);
  // The same screen showing another person's budget (a household switch) creates theirs.
  rerender({ user: partnerId });
  await waitFor(() => expect(created).toEqual([USER, partnerId]));
  // Back to the first person's budget, still without one: tried already.
  rerender({ user: USER });
  await settle();
  expect(created).toEqual([USER, partnerId]);
});

it('a copy refused (another tab copied first) reads the month again, and only it', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  serve({ [next]: NEXT_MONTH });
  server.use(
    http.post('*/api/budget/:budgetId/copy-to-next-month', () => {
      api.sent.push({ method: 'POST', path: '/api/budget/copy-to-next-month', body: undefined });
      return HttpResponse.json({ message: 'Already has a budget' }, { status: 409 });
    }),
  );
  // The screen reads next month too (for the verdict).
  const { result } = renderHook(
    () => {
      const query = useBudgetQuery(USER, month);
      useBudgetQuery(USER, next);
      useAutoCreateMonth(USER, month, query.data);
      return query;
    },
    { wrapper: budgetHookProviders(queryClient) },
  );
  await waitFor(() => expect(requests().filter((request) => request === readOf(month))).toHaveLength(2));
  await settle();
  expect(requests().filter((request) => request === readOf(next))).toHaveLength(1);
  expect(result.current.data?.budget).toBeNull();
});

it('a shared budget is read again on every visit, a budget of one kept for five minutes', async () => {
  serve({ [month]: {} });
  const first = mounted();
  await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
  first.unmount();
  const solo = mounted();
  await waitFor(() => expect(solo.result.current.isSuccess).toBe(true));
  await settle();
  expect(requests()).toEqual([readOf(month)]);
  solo.unmount();

  const partner = {
    id: '7d0c6f1e-0000-4000-8000-000000000099',
    firstName: 'Sam',
    lastName: null,
    email: null,
  };
  const shared: Household = {
    ...SIGNED_IN_USER.household,
    members: [...SIGNED_IN_USER.household.members, partner],
  };
  const visit = mounted(month, shared);
  await waitFor(() => expect(requests()).toEqual([readOf(month), readOf(month)]));
  expect(visit.result.current.data?.budget?.id).toBe(api.monthOf(month).budget!.id);
});
