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
});
