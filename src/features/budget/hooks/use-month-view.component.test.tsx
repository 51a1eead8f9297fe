// The month as the screen lists it (use-month-view.ts), the names drag announcements give its rows and lists
// (use-drag-names.ts), and the pay schedule it is cut by (use-pay-schedule.ts), read through the real query
// cache with the network answered by msw.
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { DEFAULT_PAY_SCHEDULE } from '@halfwise/core/pay-schedule.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { createQueryClient } from '../../../app/session/query-client.ts';
import { remainingForBillsName } from '@halfwise/core/display.ts';
import { addMonths, currentMonthKey, shortMonthName } from '../../../domain/month.ts';
import { fakeBudgetMonths } from '../../../test-support/component/budget-months-api.ts';
import { SIGNED_IN_USER } from '../../../test-support/component/render-signed-in.tsx';
import { server } from '../../../test-support/component/setup.ts';
import { DELETE_TARGET_ID, itemKey, sectionTargetId } from '../model/item-key.ts';
import type { BudgetResponse } from '../api/types.ts';
import { useDragNames } from './use-drag-names.ts';
import { useMonthView } from './use-month-view.ts';
import { usePaySchedule } from './use-pay-schedule.ts';

const month = currentMonthKey();
const next = addMonths(month, 1);
const months = fakeBudgetMonths(SIGNED_IN_USER.id, {
  [month]: {
    incomes: [
      { name: 'Paycheck', amount: 300_000 },
      { name: 'Carried over', amount: 10_000 },
    ],
    expenses: [{ name: 'Rent', amount: 120_000 }],
  },
  [next]: { expenses: [{ name: 'Rent', amount: 500_000 }] },
});
const thisMonth = months.monthOf(month) as BudgetResponse;
const nextMonth = months.monthOf(next) as BudgetResponse;
const withCarryForward: BudgetResponse = {
  ...thisMonth,
  budget: { ...thisMonth.budget!, carryForward: 7_000 },
};

function viewOf(
  response: BudgetResponse | null | undefined,
  following: BudgetResponse | null | undefined,
  schedule: PaySchedule = DEFAULT_PAY_SCHEDULE,
) {
  return renderHook(() => useMonthView(month, schedule, response, following)).result.current;
}
const names = (view: ReturnType<typeof viewOf>['view']) =>
  view.sections.map((section) => section.items.map((item) => item.name));

it('lists the month’s rows in the schedule’s sections, its balance counting what was carried forward', () => {
  const { budget, items, view } = viewOf(withCarryForward, nextMonth);
  expect(budget?.id).toBe(thisMonth.budget!.id);
  expect(items.map((item) => item.name).sort()).toEqual(['Carried over', 'Paycheck', 'Rent']);
  // Incomes on the 1st, the expense on the 15th.
  expect(names(view)).toEqual([['Paycheck', 'Carried over'], ['Rent']]);
  expect(view.monthEndBalance).toBe(7_000 + 300_000 + 10_000 - 120_000);
});

it('another schedule cuts the month otherwise', () => {
  const { view } = viewOf(thisMonth, nextMonth, { kind: 'monthly', day: 1 });
  expect(names(view)).toEqual([['Paycheck', 'Rent', 'Carried over']]);
});

it('the verdict waits for next month, and is said on it once read (an empty next month too)', () => {
  expect(viewOf(thisMonth, undefined).view.verdict).toBeNull();
  expect(viewOf(thisMonth, nextMonth).view.verdict).toEqual({
    status: 'covered',
    amount: 300_000 + 10_000 - 120_000,
  });
  expect(viewOf(thisMonth, null).view.verdict).toMatchObject({ status: 'next-month-empty' });
});

it('a month not read yet (or refused) is an empty month', () => {
  for (const response of [undefined, null]) {
    const { budget, items, view } = viewOf(response, undefined);
    expect(budget).toBeNull();
    expect(items).toEqual([]);
    expect(view.monthEndBalance).toBe(0);
    expect(names(view)).toEqual([[], []]);
  }
});

it('is worked out again only when what it is made of changes', () => {
  let response = thisMonth;
  const { result, rerender } = renderHook(() =>
    useMonthView(month, DEFAULT_PAY_SCHEDULE, response, nextMonth),
  );
  const first = result.current;
  rerender();
  expect(result.current).toBe(first);
  response = withCarryForward;
  rerender();
  expect(result.current).not.toBe(first);
  expect(result.current.view.monthEndBalance).toBe(first.view.monthEndBalance + 7_000);
});

it('names the drop targets and rows for announcements; an unknown id is said as it is', () => {
  const { view, items } = viewOf(thisMonth, nextMonth);
  const nameOf = renderHook(() => useDragNames(view, month, 20)).result.current;
  expect(nameOf(DELETE_TARGET_ID)).toBe('DELETE');
  expect(nameOf(sectionTargetId(0))).toBe('the 1st to 14th list');
  expect(nameOf(sectionTargetId(1))).toBe('the 15th to month-end list');
  const row = (name: string) => itemKey(items.find((item) => item.name === name)!);
  expect(nameOf(row('Rent'))).toBe('Rent');
  // Money carried over is named for the bills it is for, on the day given.
  expect(nameOf(row('Carried over'))).toBe(remainingForBillsName(shortMonthName(month), 20));
  expect(nameOf(sectionTargetId(2))).toBe(sectionTargetId(2));
  expect(nameOf('expense:999999')).toBe('expense:999999');
});

it('names the rows of the month as it is now', () => {
  let shown = viewOf(thisMonth, nextMonth);
  const { result, rerender } = renderHook(() => useDragNames(shown.view, month, 20));
  const rent = itemKey(shown.items.find((item) => item.name === 'Rent')!);
  const renamed: BudgetResponse = {
    ...thisMonth,
    expenseItems: thisMonth.expenseItems.map((item) => ({ ...item, name: 'Rent and heating' })),
  };
  shown = viewOf(renamed, nextMonth);
  rerender();
  expect(result.current(rent)).toBe('Rent and heating');
});

it('names a one-day list by its day', () => {
  const { view } = viewOf(thisMonth, nextMonth, { kind: 'semimonthly', days: [1, 2] });
  const nameOf = renderHook(() => useDragNames(view, month, 2)).result.current;
  expect(nameOf(sectionTargetId(0))).toBe('the 1st list');
});

function scheduleProviders() {
  const queryClient = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

it('the pay schedule is the default until read, then the person’s own', async () => {
  const own: PaySchedule = { kind: 'monthly', day: 10 };
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get('*/api/pay-schedule', async () => {
      await answered;
      return HttpResponse.json(own);
    }),
  );
  const { result } = renderHook(() => usePaySchedule(), { wrapper: scheduleProviders() });
  expect(result.current).toEqual({ schedule: DEFAULT_PAY_SCHEDULE, ready: false });
  answer();
  await waitFor(() => expect(result.current).toEqual({ schedule: own, ready: true }));
});

it('signed out (401), the pay schedule is the default, and ready', async () => {
  server.use(
    http.get('*/api/pay-schedule', () => HttpResponse.json({ message: 'No session' }, { status: 401 })),
  );
  const { result } = renderHook(() => usePaySchedule(), { wrapper: scheduleProviders() });
  await waitFor(() => expect(result.current.ready).toBe(true));
  expect(result.current.schedule).toEqual(DEFAULT_PAY_SCHEDULE);
});
