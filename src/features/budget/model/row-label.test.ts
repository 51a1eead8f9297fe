import { describe, expect, it } from 'vitest';
import type { BudgetItem } from '../../../domain/items.ts';
import { ordinalDay, rowLabel, tickLabel } from './row-label.ts';

describe('row labels', () => {
  it('writes ordinal days', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 15, 21, 22, 23, 31].map(ordinalDay)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '15th',
      '21st',
      '22nd',
      '23rd',
      '31st',
    ]);
  });

  it('names a row by its display name, amount and day', () => {
    const rent: BudgetItem = {
      kind: 'expense',
      id: 1,
      budgetId: 1,
      name: '🏠 Rent',
      amount: 145_000,
      dateValue: '11/01/2026',
      category: 'other',
      priority: 3,
      sortOrder: 100,
      isPaid: false,
    };
    expect(rowLabel(rent, '2026-11')).toBe('Rent, $1,450, due the 1st');
    expect(rowLabel({ ...rent, dateValue: null }, '2026-11')).toBe('Rent, $1,450, due the 15th');
  });

  it('says a ticked expense is paid and a ticked income received, in the row and on its tick box', () => {
    const pay: BudgetItem = {
      kind: 'income',
      id: 2,
      budgetId: 1,
      name: 'Paycheck 1',
      amount: 200_000,
      dateValue: '1',
      category: 'other',
      priority: 3,
      sortOrder: 100,
      isPaid: true,
    };
    expect(rowLabel(pay, '2026-11')).toBe('Paycheck 1, $2,000, due the 1st, received');
    expect(rowLabel({ ...pay, kind: 'expense', name: 'Rent' }, '2026-11')).toBe(
      'Rent, $2,000, due the 1st, paid',
    );
    expect([tickLabel('expense', 'Rent'), tickLabel('income', 'Paycheck 1')]).toEqual([
      'Paid: Rent',
      'Received: Paycheck 1',
    ]);
  });
});
