import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { describe, expect, it } from 'vitest';
import { buildBudgetView } from '../../../domain/budget-view.ts';
import { expense, income } from '../../../domain/test-items.ts';
import type { BudgetResponse } from '../api/types.ts';
import { withItemAdded } from './budget-cache.ts';
import { itemOf, NEW_ITEM_DEFAULTS, recordOf } from '../../../domain/items.ts';
import { newItemBody, placeholderRecord } from './new-item.ts';

const BIWEEKLY: PaySchedule = { kind: 'biweekly', anchor: '2026-11-06' };
const MONTH = '2026-11';

/** A cached month of expenses: [name, day, sortOrder] each. */
function cached(rows: readonly [string, string, number][]): BudgetResponse {
  return {
    budget: null,
    incomeItems: [],
    expenseItems: rows.map(([name, dueDate, sortOrder], index) => {
      const {
        dateValue: _dateValue,
        kind: _kind,
        ...item
      } = expense(index + 1, 1000, dueDate, { name, sortOrder });
      return { ...item, dueDate };
    }),
  };
}

describe('the row shown for a new item before the server answers', () => {
  it('sits last in the pay section that holds its day, as the server will put it', () => {
    // Every two weeks from Nov 6: the 6th–19th is one section. Phone (8th) numbered 300 in the old 1st–14th
    // half and Gym (16th) 100 in the 15th–end half, so they list as Gym, Phone; by halves Car would take 200.
    const response = cached([
      ['Rent', '2', 100],
      ['Phone', '8', 300],
      ['Gym', '16', 100],
    ]);
    const body = newItemBody('expense', 1, 'Car', 5000, '11/17/2026');
    const record = placeholderRecord('expense', -1, body, { response, month: MONTH, schedule: BIWEEKLY });
    expect(record.sortOrder).toBe(400);

    const added = withItemAdded(response, 'expense', record);
    const items = added.expenseItems.map((row) => itemOf('expense', row));
    const view = buildBudgetView(items, 0, MONTH, BIWEEKLY);
    expect(view.sections.map((section) => section.items.map((item) => item.name))).toEqual([
      ['Rent'],
      ['Gym', 'Phone', 'Car'],
      [],
    ]);
  });

  it('counts new rows not yet answered, each placed by its day among the rows already shown', () => {
    const first = placeholderRecord('expense', -1, newItemBody('expense', 1, 'A', 100, '7'), {
      response: cached([['Phone', '8', 300]]),
      month: MONTH,
      schedule: BIWEEKLY,
    });
    const response = withItemAdded(cached([['Phone', '8', 300]]), 'expense', first);
    const second = placeholderRecord('expense', -2, newItemBody('expense', 1, 'B', 100, '9'), {
      response,
      month: MONTH,
      schedule: BIWEEKLY,
    });
    // A (7th) before Phone (8th); B (9th) after it, A already counted.
    expect([first.sortOrder, second.sortOrder]).toEqual([150, 400]);
  });

  it('is due on its kind’s default day unless a date is given, and is not yet paid', () => {
    expect(newItemBody('expense', 7, 'Gym', 4000)).toEqual({
      budgetId: 7,
      name: 'Gym',
      amount: 4000,
      ...NEW_ITEM_DEFAULTS.expense,
    });
    expect(newItemBody('income', 7, 'Bonus', 4000).dueDate).toBe(NEW_ITEM_DEFAULTS.income.dueDate);
    const record = placeholderRecord('expense', -1, newItemBody('expense', 1, 'Gym', 4000), {
      response: cached([]),
      month: MONTH,
      schedule: BIWEEKLY,
    });
    expect(itemOf('expense', record)).toMatchObject({ id: -1, name: 'Gym', amount: 4000, isPaid: false });
  });

  it('counts the month’s income rows too: a bill on the 9th goes between the 8th and the 10th', () => {
    const response: BudgetResponse = {
      ...cached([['Phone', '8', 300]]),
      incomeItems: [
        {
          ...recordOf(income(5, 200_000, '10', { sortOrder: 700 })),
        } as BudgetResponse['incomeItems'][number],
      ],
    };
    const record = placeholderRecord('expense', -1, newItemBody('expense', 1, 'Car', 100, '9'), {
      response,
      month: MONTH,
      schedule: BIWEEKLY,
    });
    expect(record.sortOrder).toBe(500);
  });
});
