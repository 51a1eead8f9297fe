import { DEFAULT_PAY_SCHEDULE } from '@halfwise/core/pay-schedule.ts';
import { monthSections } from '@halfwise/core/sections.ts';
import { describe, expect, it } from 'vitest';
import { expense, income } from '../../../domain/test-items.ts';
import { isDefaultSchedule, paycheckOffers, verdictBills } from './schedule-display.ts';

const biweekly = { kind: 'biweekly', anchor: '2026-11-01' } as const; // Nov 2026: 1, 15, 29; Dec: 13, 27

describe('schedule display', () => {
  it('knows the default schedule', () => {
    expect(isDefaultSchedule(DEFAULT_PAY_SCHEDULE)).toBe(true);
    expect(isDefaultSchedule({ kind: 'semimonthly', days: [1, 16] })).toBe(false);
    expect(isDefaultSchedule({ kind: 'semimonthly', days: [2, 15] })).toBe(false);
    expect(isDefaultSchedule(biweekly)).toBe(false);
  });

  it("names next month's bills the verdict weighs", () => {
    expect(verdictBills(DEFAULT_PAY_SCHEDULE, '2026-12')).toBe('early bills');
    expect(verdictBills(biweekly, '2026-12')).toBe('bills before the 13th');
    expect(verdictBills({ kind: 'monthly', day: 1 }, '2026-12')).toBe('bills');
  });

  it("offers each payday without income, with the month's latest paycheck", () => {
    const sections = monthSections(biweekly, '2026-11');
    const items = [income(1, 200_000, '11/01/2026'), income(2, 5_000, '3'), expense(1, 1_000, '15')];
    expect(paycheckOffers(biweekly, '2026-11', items, sections)).toEqual([
      { section: 1, dueDate: '11/15/2026', amount: 200_000, label: 'Add your Nov 15 paycheck of $2,000' },
      { section: 2, dueDate: '11/29/2026', amount: 200_000, label: 'Add your Nov 29 paycheck of $2,000' },
    ]);
    expect(paycheckOffers(biweekly, '2026-11', [income(2, 5_000, '3')], sections)).toEqual([]);
    const halves = monthSections(DEFAULT_PAY_SCHEDULE, '2026-11');
    expect(paycheckOffers(DEFAULT_PAY_SCHEDULE, '2026-11', items.slice(0, 1), halves)).toEqual([]);
  });
});
