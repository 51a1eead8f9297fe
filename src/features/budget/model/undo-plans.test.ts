import { describe, expect, it } from 'vitest';
import { itemOf, recordOf, type BudgetItem } from '../../../domain/items.ts';
import type { BudgetResponse } from '../api/types.ts';
import { orderChangesBack, restoredItemBody } from './undo-plans.ts';

const phone: BudgetItem = {
  kind: 'expense',
  id: 7,
  budgetId: 3,
  name: 'Phone',
  amount: 0,
  dateValue: '11/05/2026',
  category: 'utilities',
  priority: 4,
  sortOrder: 300,
  isPaid: false,
};

const phoneRecord = {
  id: 7,
  budgetId: 3,
  name: 'Phone',
  amount: 0,
  dueDate: '11/05/2026',
  priority: 4,
  category: 'utilities',
  isPaid: false,
  sortOrder: 300,
};
/** The record without its id: what a restore sends. */
const { id: _phoneId, ...phoneBody } = phoneRecord;

const month: BudgetResponse = {
  budget: null,
  incomeItems: [
    {
      id: 1,
      budgetId: 3,
      name: 'Paycheck',
      amount: 100,
      date: '11/01/2026',
      priority: 3,
      category: 'other',
      isPaid: false,
      sortOrder: 100,
    },
  ],
  expenseItems: [phoneRecord],
};

describe('what undo sends for budget items', () => {
  it('puts a deleted item back with every field and its old place, a $0 amount included', () => {
    expect(restoredItemBody(phone)).toEqual(phoneBody);
    expect(restoredItemBody({ ...phone, isPaid: true }).isPaid).toBe(true);
  });

  it('reads an item back from its record unchanged', () => {
    expect(recordOf(phone)).toEqual(month.expenseItems[0]);
    expect(itemOf('expense', recordOf(phone))).toEqual(phone);
    expect(recordOf(phone, -4)).toMatchObject({ id: -4, dueDate: '11/05/2026', isPaid: false });
  });

  it('moves rows back to their old sortOrder, and their old date only where the move changed it', () => {
    const back = orderChangesBack(month, [
      { kind: 'expense', id: 7, sortOrder: 1100, dateValue: '11/15/2026' },
      { kind: 'income', id: 1, sortOrder: 200 },
      { kind: 'income', id: 99, sortOrder: 300 },
    ]);
    expect(back).toEqual([
      { kind: 'expense', id: 7, sortOrder: 300, dateValue: '11/05/2026' },
      { kind: 'income', id: 1, sortOrder: 100 },
    ]);
  });

  it('sends no date for an item that had none, and gives a row without one no date back', () => {
    expect(restoredItemBody({ ...phone, dateValue: null })).not.toHaveProperty('dueDate');
    const undated: BudgetResponse = { ...month, expenseItems: [{ ...phoneRecord, dueDate: null }] };
    expect(
      orderChangesBack(undated, [{ kind: 'expense', id: 7, sortOrder: 1100, dateValue: '11/15/2026' }]),
    ).toEqual([{ kind: 'expense', id: 7, sortOrder: 300 }]);
  });
});
