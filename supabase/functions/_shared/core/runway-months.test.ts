import { describe, expect, it } from 'vitest';
import type { PaySchedule } from './pay-schedule.ts';
import { latestBudgetBefore, projectMonth, runwayMonthReader, type RunwayBudget } from './runway-months.ts';
import { item } from './test-budgets.ts';

const MONTHLY: PaySchedule = { kind: 'monthly', day: 1 };
const january: RunwayBudget = {
  month: '2026-01',
  carryForward: 1_000,
  items: [item(1, 'income', 200_000, '1', true), item(1, 'expense', 50_000, '5', true)],
};
const empty: RunwayBudget = { month: '2025-12', carryForward: 0, items: [] };

describe('latestBudgetBefore', () => {
  it('is the latest month with items strictly before the target', () => {
    const march: RunwayBudget = { ...january, month: '2026-03' };
    expect(latestBudgetBefore([march, january, empty], '2026-03')).toBe(january);
    expect(latestBudgetBefore([march, january, empty], '2026-04')).toBe(march);
    expect(latestBudgetBefore([january, empty], '2026-01')).toBeNull();
  });
});

describe('projectMonth', () => {
  it('copies the carry-forward and the items, none of them paid, and carries the leftover to the month after', () => {
    const february = projectMonth(MONTHLY, january, '2026-02');
    expect(february.month).toBe('2026-02');
    expect(february.carryForward).toBe(1_000);
    // January ends at $1,510: February keeps the $10 carry-forward and opens with $1,500 of 'Starting cash'.
    expect(february.items.map((entry) => [entry.kind, entry.amount, entry.dueDate, entry.isPaid])).toEqual([
      ['income', 150_000, '1', false],
      ['income', 200_000, '1', false],
      ['expense', 50_000, '5', false],
    ]);
    expect(february.items[0]?.name).toBe('Starting cash');
    // A month further on is copied as the copy into it does: nothing carried.
    const march = projectMonth(MONTHLY, january, '2026-03');
    expect(march.carryForward).toBe(1_000);
    expect(march.items.map((entry) => [entry.kind, entry.amount, entry.isPaid])).toEqual([
      ['income', 200_000, false],
      ['expense', 50_000, false],
    ]);
  });
});

describe('projectMonth keeps the day a bill was given', () => {
  it('projects a bill copied to Feb 28 from Jan 31 onto Mar 31, and keeps the day where April lacks it', () => {
    const february: RunwayBudget = {
      month: '2027-02',
      carryForward: 0,
      items: [{ ...item(7, 'expense', 45_000, '02/28/2027'), keptDay: 31 }],
    };
    const [march] = projectMonth(MONTHLY, february, '2027-03').items;
    expect([march?.dueDate, march?.keptDay]).toEqual(['03/31/2027', undefined]);
    const [april] = projectMonth(MONTHLY, february, '2027-04').items;
    expect([april?.dueDate, april?.keptDay]).toEqual(['04/30/2027', 31]);
  });
});

describe('runwayMonthReader', () => {
  it('builds each month once, from the budget or its projection', () => {
    const read = runwayMonthReader(MONTHLY, [january, empty]);
    const february = read('2026-02');
    expect(february).toMatchObject({ projected: true, source: '2026-01' });
    expect(read('2026-02')).toBe(february);
    expect(read('2026-01')).toMatchObject({ ...january, projected: false, source: null });
    expect(read('2025-12')).toEqual({ ...empty, projected: true, source: null });
  });
});
