// The runway's reads and its "Set up {Month}" write as the runway screen calls them: the real query cache, the
// months answered by msw at the fetch boundary, today fixed on the device's calendar.
import { addMonths } from '@halfwise/core/calendar.ts';
import type { BaseBudgetResponse } from '@halfwise/core/contract/budget.ts';
import { DEFAULT_PAY_SCHEDULE, type PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { walkRunway } from '@halfwise/core/runway.ts';
import { onlineManager, QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../../app/session/current-user-context.ts';
import { HouseholdContext, householdState } from '../../../app/session/household.ts';
import { createQueryClient } from '../../../app/session/query-client.ts';
import type { MonthKey } from '../../../domain/month.ts';
import { budgetKey, budgetRead } from '../../../lib/budget-read.ts';
import { payScheduleRead } from '../../../lib/pay-schedule.ts';
import { SIGNED_IN_USER } from '../../../test-support/component/render-signed-in.tsx';
import { server } from '../../../test-support/component/setup.ts';
import { runwayBudgetOf } from '../model/runway-input.ts';
import { useRunway, type RunwayView } from './use-runway.ts';
import { useSetUpMonth } from './use-set-up-month.ts';

const USER = { ...SIGNED_IN_USER, cushion: 5_000 };
const TODAY = '2026-03-10';
/** Four paydays from March 10th under the 1st and the 15th: last month, this month and April are read. */
const PAYCHECKS = 4;
const NEEDED = ['2026-02', '2026-03', '2026-04'];
/** The twelve months before last month, read only when neither last month nor this month has items. */
const LOOK_BACK = Array.from({ length: 12 }, (_, index) => addMonths('2026-02', index - 12));

/** A month as the server holds it: its items (an empty list is a budget with none), or no budget at all. */
type MonthSeed = { kind: 'income' | 'expense'; name: string; amount: number; day: string }[] | null;

let queryClient: QueryClient;
let requested: string[];
let months: Record<string, MonthSeed>;
let schedule: PaySchedule;
let gates: Map<string, Promise<void>>;

function monthAnswer(month: string): BaseBudgetResponse {
  const seed = months[month] ?? null;
  if (seed === null) return { budget: null, incomeItems: [], expenseItems: [] };
  const id = Number(month.replace('-', ''));
  const common = (index: number) => ({
    budgetId: id,
    priority: 1,
    category: 'other',
    isPaid: false,
    sortOrder: index,
    updatedBy: USER.id,
  });
  return {
    budget: {
      id,
      userId: USER.id,
      month,
      year: Number(month.slice(0, 4)),
      carryForward: 300,
      futureGoalsBalance: 0,
    },
    incomeItems: seed.flatMap((item, index) =>
      item.kind === 'income'
        ? [{ ...common(index), id: id * 10 + index, name: item.name, amount: item.amount, date: item.day }]
        : [],
    ),
    expenseItems: seed.flatMap((item, index) =>
      item.kind === 'expense'
        ? [{ ...common(index), id: id * 10 + index, name: item.name, amount: item.amount, dueDate: item.day }]
        : [],
    ),
  };
}

/** Holds the answers to `names` (a month, or 'schedule') until the returned release is called. */
function hold(...names: string[]): () => void {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  for (const name of names) gates.set(name, gate);
  return release;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 10, 12, 0));
  queryClient = createQueryClient();
  requested = [];
  months = {};
  schedule = DEFAULT_PAY_SCHEDULE;
  gates = new Map();
  server.use(
    http.get('*/api/budget/:userId/:month/:year', async ({ params }) => {
      const month = String(params.month);
      requested.push(`${String(params.userId)} ${month}`);
      await gates.get(month);
      return HttpResponse.json(monthAnswer(month));
    }),
    http.get('*/api/pay-schedule', async () => {
      await gates.get('schedule');
      return HttpResponse.json(schedule);
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
  queryClient.clear();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <CurrentUserContext.Provider value={USER}>
      <HouseholdContext.Provider value={householdState(USER.household, USER.id)}>
        {children}
      </HouseholdContext.Provider>
    </CurrentUserContext.Provider>
  </QueryClientProvider>
);

/** The runway hook mounted, with every value it has answered, in order. */
function mountRunway(paychecks = PAYCHECKS) {
  const views: (RunwayView | null)[] = [];
  const { result } = renderHook(
    () => {
      const view = useRunway(paychecks);
      views.push(view);
      return view;
    },
    { wrapper },
  );
  return { result, views };
}

async function viewOf(result: { current: RunwayView | null }): Promise<RunwayView> {
  await waitFor(() => expect(result.current).not.toBeNull());
  return result.current as RunwayView;
}

/** What the core's walk gives for these months of the server (the runway's expected figures). */
function walkOf(
  monthsRead: string[],
  withSchedule: PaySchedule = DEFAULT_PAY_SCHEDULE,
  paychecks = PAYCHECKS,
) {
  const budgets = monthsRead.flatMap((month) => {
    const budget = runwayBudgetOf(month, monthAnswer(month));
    return budget ? [budget] : [];
  });
  return walkRunway({ schedule: withSchedule, from: TODAY, paychecks, cushion: USER.cushion, budgets });
}

const PAYCHECK = { kind: 'income', name: 'Paycheck', amount: 150_000, day: '15' } as const;
const RENT = { kind: 'expense', name: 'Rent', amount: 120_000, day: '1' } as const;
const PHONE = { kind: 'expense', name: 'Phone', amount: 6_000, day: '20' } as const;

const requestedMonths = () => requested.map((entry) => entry.slice(entry.indexOf(' ') + 1)).sort();

describe('useRunway', () => {
  it("walks this month's and the next months' budgets under the pay schedule, with the person's cushion", async () => {
    months = { '2026-02': [PAYCHECK, RENT], '2026-03': [PAYCHECK, RENT, PHONE], '2026-04': [] };
    const { result } = mountRunway();
    const view = await viewOf(result);
    expect(requested).toEqual(expect.arrayContaining(NEEDED.map((month) => `${USER.id} ${month}`)));
    // Last month or this month has items: no older month is read.
    expect(requestedMonths()).toEqual(NEEDED);
    const walk = walkOf(NEEDED);
    expect(view.walk).toEqual(walk);
    expect(view.paydays).toEqual(walk.runway.paychecks.map((row) => row.date));
    expect(view.paydays).toHaveLength(PAYCHECKS);
    expect(view.cushion).toBe(5_000);
    expect(view.unseen).toEqual([]);
    expect([...view.budgets]).toEqual([
      ['2026-02', { id: 202602, items: 2 }],
      ['2026-03', { id: 202603, items: 3 }],
      ['2026-04', { id: 202604, items: 0 }],
    ]);
    // April has a budget without items: it is projected from March.
    expect(view.walk.runway.projectedMonths).toEqual(['2026-04']);
    expect(view.sourceOf('2026-04')).toBe('2026-03');
    expect(view.sourceOf('2026-02')).toBeNull();
  });

  it.each([
    ['last month', { '2026-02': [PAYCHECK, RENT] }],
    ['this month', { '2026-02': [], '2026-03': [PAYCHECK, RENT] }],
  ])('reads no older month when only %s has items', async (_, seed) => {
    months = seed;
    const { result } = mountRunway();
    const view = await viewOf(result);
    expect(requestedMonths()).toEqual(NEEDED);
    expect(view.walk).toEqual(walkOf(NEEDED));
  });

  it('with no items last month or this month, reads the twelve months before and projects from the latest', async () => {
    months = { '2025-11': [PAYCHECK], '2025-12': [PAYCHECK, RENT, PHONE], '2026-02': [], '2026-03': [] };
    const releaseSource = hold('2025-12');
    const { result, views } = mountRunway();
    // Every older month but December has answered: still nothing to show.
    await waitFor(() => expect(queryClient.getQueryData(budgetKey(USER.id, '2025-11'))).toBeDefined());
    expect(result.current).toBeNull();
    act(() => releaseSource());
    const view = await viewOf(result);
    expect(requestedMonths()).toEqual([...LOOK_BACK, ...NEEDED].sort());
    expect(view.sourceOf('2026-03')).toBe('2025-12');
    expect(view.walk).toEqual(walkOf([...LOOK_BACK, ...NEEDED]));
    expect(view.walk.runway.projectedMonths).toEqual(NEEDED.slice(1));
    expect([...view.budgets.keys()]).toEqual(['2025-11', '2025-12', '2026-02', '2026-03']);
    expect(view.budgets.get('2025-12')).toEqual({ id: 202512, items: 3 });
    // No runway was shown before the older months had answered.
    for (const shown of views) if (shown) expect(shown.sourceOf('2026-03')).toBe('2025-12');
  });

  it('shows nothing until the pay schedule has answered, then walks under it', async () => {
    const weekly: PaySchedule = { kind: 'weekly', anchor: '2026-03-06' };
    schedule = weekly;
    months = { '2026-02': [PAYCHECK], '2026-03': [PAYCHECK, RENT] };
    const releaseSchedule = hold('schedule');
    const { result, views } = mountRunway();
    // The months the default schedule needs are read meanwhile, and answer.
    for (const month of NEEDED) {
      await waitFor(() => expect(queryClient.getQueryData(budgetKey(USER.id, month))).toBeDefined());
    }
    expect(result.current).toBeNull();
    act(() => releaseSchedule());
    const view = await viewOf(result);
    expect(view.walk).toEqual(walkOf(NEEDED, weekly));
    expect(view.paydays).toEqual(['2026-03-06', '2026-03-13', '2026-03-20', '2026-03-27']);
    for (const shown of views) if (shown) expect(shown.paydays).toEqual(view.paydays);
  });

  it('shows nothing until every month it needs has answered', async () => {
    months = { '2026-02': [PAYCHECK], '2026-03': [PAYCHECK, RENT] };
    const releaseMarch = hold('2026-03');
    const { result, views } = mountRunway();
    await waitFor(() => expect(queryClient.getQueryData(payScheduleRead.queryKey)).toBeDefined());
    await waitFor(() => expect(queryClient.getQueryData(budgetKey(USER.id, '2026-04'))).toBeDefined());
    expect(result.current).toBeNull();
    act(() => releaseMarch());
    const view = await viewOf(result);
    expect(view.walk).toEqual(walkOf(NEEDED));
    for (const shown of views) if (shown) expect(shown.unseen).toEqual([]);
  });

  it('keeps the runway on screen while a month it has is read again', async () => {
    months = { '2026-02': [PAYCHECK], '2026-03': [PAYCHECK, RENT] };
    const { result } = mountRunway();
    await viewOf(result);
    const releaseMarch = hold('2026-03');
    months['2026-03'] = [PAYCHECK, RENT, PHONE];
    void queryClient.invalidateQueries({ queryKey: budgetKey(USER.id, '2026-03') });
    await waitFor(() => expect(requested.filter((entry) => entry.endsWith('2026-03'))).toHaveLength(2));
    // The runway read before stays on screen meanwhile.
    expect(result.current?.budgets.get('2026-03')).toEqual({ id: 202603, items: 2 });
    act(() => releaseMarch());
    await waitFor(() => expect(result.current?.budgets.get('2026-03')).toEqual({ id: 202603, items: 3 }));
    expect(result.current?.walk).toEqual(walkOf(NEEDED));
  });

  it('offline, walks the months the device kept and projects the others, naming them', async () => {
    months = { '2026-02': [PAYCHECK, RENT] };
    await queryClient.fetchQuery(budgetRead(USER.id, '2026-02'));
    requested = [];
    onlineManager.setOnline(false);
    const { result } = mountRunway();
    const view = await viewOf(result);
    expect(requested).toEqual([]);
    expect(view.unseen).toEqual(['2026-03', '2026-04']);
    // The schedule cannot be read either: the default one is used.
    expect(view.walk).toEqual(walkOf(['2026-02']));
    expect(view.walk.runway.projectedMonths).toEqual(['2026-03', '2026-04']);
    expect(view.sourceOf('2026-03')).toBe('2026-02');
  });

  it('counts a month whose read failed as unseen, and looks back only from months it has read', async () => {
    months = { '2026-02': [] };
    server.use(
      http.get('*/api/budget/:userId/2026-03/:year', () =>
        HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = mountRunway();
    const view = await viewOf(result);
    expect(view.unseen).toEqual(['2026-03']);
    expect(requestedMonths()).toEqual(['2026-02', '2026-04']);
    vi.restoreAllMocks();
  });
});

describe('useSetUpMonth', () => {
  it('copies the source month into the projected one, shows the copy at once, then reads the month again', async () => {
    const sent: { path: string; body: unknown }[] = [];
    server.use(
      http.post('*/api/budget/:budgetId/copy-to-next-month', async ({ request }) => {
        sent.push({ path: new URL(request.url).pathname, body: await request.json() });
        months['2026-04'] = [PAYCHECK, RENT];
        return HttpResponse.json(monthAnswer('2026-04'));
      }),
    );
    months['2026-03'] = [PAYCHECK];
    // The runway screen reads March and April (no budget yet) while it shows April projected.
    const { result } = renderHook(
      () => ({
        setUp: useSetUpMonth(),
        march: useQuery(budgetRead(USER.id, '2026-03')),
        april: useQuery(budgetRead(USER.id, '2026-04')),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.april.data).toEqual(monthAnswer('2026-04')));
    await waitFor(() => expect(result.current.march.data).toEqual(monthAnswer('2026-03')));
    requested = [];
    expect(result.current.april.data?.budget).toBeNull();
    const releaseRead = hold('2026-04');
    act(() => result.current.setUp.mutate({ sourceId: 202603, month: '2026-04' as MonthKey }));
    await waitFor(() => expect(result.current.setUp.isSuccess).toBe(true));
    expect(sent).toEqual([
      { path: '/api/budget/202603/copy-to-next-month', body: { targetMonth: '2026-04', targetYear: 2026 } },
    ]);
    // The copy's answer is April's budget before April is read again.
    const copy = monthAnswer('2026-04');
    expect(result.current.april.data).toEqual(copy);
    // Only April is read again.
    await waitFor(() => expect(requested).toEqual([`${USER.id} 2026-04`]));
    // Meanwhile a partner added a bill: the read again shows it.
    months['2026-04'] = [PAYCHECK, RENT, PHONE];
    act(() => releaseRead());
    await waitFor(() => expect(result.current.april.data).toEqual(monthAnswer('2026-04')));
    expect(result.current.april.data).not.toEqual(copy);
    await waitFor(() => expect(result.current.march.isFetching).toBe(false));
    expect(requested).toEqual([`${USER.id} 2026-04`]);
  });
});
