import { describe, expect, it } from 'vitest';
import { importSummary } from './import-summary.ts';

describe('importSummary', () => {
  it('says what came in and what was kept', () => {
    expect(
      importSummary({
        mode: 'keep',
        imported: { budgets: 1, incomeItems: 1, expenseItems: 2, goals: 0, paySchedule: true },
        conflicts: { budgets: ['2026-10'], goals: ['Trip'], paySchedule: false },
      }),
    ).toEqual([
      'Imported 1 month (3 items) and 0 goals, and your pay schedule.',
      'Kept the months you already had: October 2026.',
      'Kept the goals you already had: Trip.',
    ]);
  });

  it('counts one and many, and says nothing was kept when nothing was', () => {
    expect(
      importSummary({
        mode: 'replace',
        imported: { budgets: 2, incomeItems: 1, expenseItems: 0, goals: 1, paySchedule: false },
        conflicts: { budgets: [], goals: [], paySchedule: false },
      }),
    ).toEqual(['Imported 2 months (1 item) and 1 goal.']);
  });

  it('names every month and goal kept, and a kept pay schedule', () => {
    expect(
      importSummary({
        mode: 'keep',
        imported: { budgets: 0, incomeItems: 0, expenseItems: 0, goals: 0, paySchedule: false },
        conflicts: { budgets: ['2026-10', '2026-11'], goals: ['Trip', 'Car'], paySchedule: true },
      }),
    ).toEqual([
      'Imported 0 months (0 items) and 0 goals.',
      'Kept the months you already had: October 2026, November 2026.',
      'Kept the goals you already had: Trip, Car.',
      'Kept your pay schedule.',
    ]);
  });
});
