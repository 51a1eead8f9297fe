// Date order by default (docs/domain.md): a new item goes after the last row of its section dated on or before
// its day, and a copied or CSV-imported month lists every section's rows by day, over HTTP against the stack.
import type { BudgetResponse } from '@halfwise/core/contract/budget.ts';
import { itemDayInMonth } from '@halfwise/core/sections.ts';
import { describe, expect, it } from 'vitest';
import { signUp, type Person } from './budget-fixtures.ts';
import { apiClient } from './support.ts';
import { rawRequest } from './own-data-support.ts';

async function withSchedule(schedule: object): Promise<Person> {
  const person = await signUp();
  const response = await rawRequest('PUT', '/api/pay-schedule', {
    token: person.token,
    body: JSON.stringify(schedule),
  });
  expect(response.status).toBe(200);
  return person;
}

interface Row {
  kind: 'income' | 'expense';
  id: number;
  name: string;
  day: number;
  sortOrder: number;
}

/** Each section's rows as the screen lists them: sort order, then id, then income first. */
function sectionRows(month: BudgetResponse, key: string): Row[][] {
  const rows: Row[] = [
    ...month.incomeItems.map((item) => ({ ...item, kind: 'income' as const, dueDate: item.date })),
    ...month.expenseItems.map((item) => ({ ...item, kind: 'expense' as const })),
  ].map(({ kind, id, name, dueDate, sortOrder }) => ({
    kind,
    id,
    name,
    sortOrder,
    day: itemDayInMonth(dueDate, key),
  }));
  return month.sections.map((section) =>
    rows
      .filter((row) => (row.kind === 'income' ? section.incomeIds : section.expenseIds).includes(row.id))
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id || (a.kind === 'income' ? -1 : 1)),
  );
}

const names = (month: BudgetResponse, key: string) =>
  sectionRows(month, key).map((rows) => rows.map((row) => `${row.name} ${row.day}`));

/** Whether every section lists its rows by day, income first on a day. */
function inDateOrder(month: BudgetResponse, key: string): boolean {
  return sectionRows(month, key).every((rows) =>
    rows.every((row, index) => {
      const next = rows[index + 1];
      return (
        !next ||
        row.day < next.day ||
        (row.day === next.day && !(row.kind === 'expense' && next.kind === 'income'))
      );
    }),
  );
}

/** An item placed where the person dragged it (an explicit sortOrder, as a move or an undo sends). */
async function placed(person: Person, kind: 'income' | 'expense', budgetId: number, fields: object) {
  const response = await person.post(`/api/${kind}`, { budgetId, amount: 1_000, ...fields });
  expect(response.status).toBe(201);
}

const copy = (person: Person, budgetId: number, targetMonth: string) =>
  person.post<BudgetResponse>(`/api/budget/${budgetId}/copy-to-next-month`, {
    targetMonth,
    targetYear: Number(targetMonth.slice(0, 4)),
  });

describe('a new item', () => {
  it('goes after the last row of its section dated on or before its day, income first on a day', async () => {
    // Paid monthly on the 5th: the 5th to the month's end is one section.
    const me = await withSchedule({ kind: 'monthly', day: 5 });
    const budgetId = (await me.createBudget('2027-02')).budget!.id;
    await me.addItem('income', budgetId, { name: 'Paycheck', amount: 300_000, dueDate: '02/05/2027' });
    await me.addItem('expense', budgetId, { name: 'Electric', amount: 1_000, dueDate: '02/10/2027' });
    await me.addItem('expense', budgetId, { name: 'Water', amount: 1_000, dueDate: '02/16/2027' });
    await me.addItem('expense', budgetId, { name: 'Tax bill', amount: 1_000, dueDate: '02/08/2027' });
    await me.addItem('expense', budgetId, { name: 'Gas', amount: 1_000, dueDate: '02/10/2027' });
    await me.addItem('income', budgetId, { name: 'Refund', amount: 1_000, dueDate: '02/10/2027' });
    await me.addItem('expense', budgetId, { name: 'Rent', amount: 1_000, dueDate: '02/01/2027' });
    expect(names(await me.budgetOf('2027-02'), '2027-02')).toEqual([
      ['Rent 1'],
      ['Paycheck 5', 'Tax bill 8', 'Refund 10', 'Electric 10', 'Gas 10', 'Water 16'],
    ]);
  });

  it('keeps the order the person gave the other rows, and makes room when none is left', async () => {
    const me = await withSchedule({ kind: 'monthly', day: 5 });
    const budgetId = (await me.createBudget('2027-02')).budget!.id;
    // The person put Phone (12th) above Electric (9th), and Gym (14th) right after it, at the next sort order.
    await placed(me, 'expense', budgetId, { name: 'Phone', dueDate: '02/12/2027', sortOrder: 100 });
    await placed(me, 'expense', budgetId, { name: 'Electric', dueDate: '02/09/2027', sortOrder: 200 });
    await placed(me, 'expense', budgetId, { name: 'Gym', dueDate: '02/14/2027', sortOrder: 201 });
    await me.addItem('expense', budgetId, { name: 'Tax bill', amount: 1_000, dueDate: '02/10/2027' });
    expect(names(await me.budgetOf('2027-02'), '2027-02')).toEqual([
      [],
      ['Phone 12', 'Electric 9', 'Tax bill 10', 'Gym 14'],
    ]);
  });
});

describe('a copied month', () => {
  it('lists every section by day, whatever order the month before had, and the copy can be undone', async () => {
    const me = await withSchedule({ kind: 'monthly', day: 5 });
    const source = (await me.createBudget('2027-01')).budget!.id;
    await placed(me, 'income', source, { name: 'Paycheck', dueDate: '01/05/2027', sortOrder: 100 });
    await placed(me, 'expense', source, { name: 'Electric', dueDate: '01/10/2027', sortOrder: 200 });
    await placed(me, 'expense', source, { name: 'Phone', dueDate: '01/05/2027', sortOrder: 300 });
    await placed(me, 'expense', source, { name: 'Rent', dueDate: '01/02/2027', sortOrder: 400 });
    await placed(me, 'expense', source, { name: 'Card', dueDate: '01/01/2027', sortOrder: 500 });
    const copied = await copy(me, source, '2027-02');
    expect(copied.status).toBe(200);
    expect(names(copied.body, '2027-02')).toEqual([
      ['Card 1', 'Rent 2'],
      ['Paycheck 5', 'Phone 5', 'Electric 10'],
    ]);
    // January keeps the order the person gave it.
    expect(names(await me.budgetOf('2027-01'), '2027-01')).toEqual([
      ['Rent 2', 'Card 1'],
      ['Paycheck 5', 'Electric 10', 'Phone 5'],
    ]);
    const undo = await apiClient().request('DELETE', `/api/budget/${copied.body.budget!.id}/copy`, {
      token: me.token,
    });
    expect(undo.status).toBe(200);
  });

  it('lists every section by day after a copy under a weekly schedule, paychecks moved to their new days', async () => {
    // Paid every Friday from Jan 1, 2027: January's paydays are the 1st, 8th, 15th, 22nd and 29th; February's
    // the 5th, 12th, 19th and 26th.
    const me = await withSchedule({ kind: 'weekly', anchor: '2027-01-01' });
    const source = (await me.createBudget('2027-01')).budget!.id;
    for (const day of [1, 8, 15, 22, 29]) {
      await me.addItem('income', source, {
        name: 'Paycheck',
        amount: 80_000,
        dueDate: `01/${String(day).padStart(2, '0')}/2027`,
      });
    }
    for (const [name, day] of [
      ['Phone', 5],
      ['Electric', 10],
      ['Water', 16],
      ['Gym', 12],
      ['Card', 27],
    ] as const) {
      await me.addItem('expense', source, { name, amount: 1_000, dueDate: `01/${day}/2027` });
    }
    const copied = await copy(me, source, '2027-02');
    expect(copied.status).toBe(200);
    expect(inDateOrder(copied.body, '2027-02')).toBe(true);
    expect(inDateOrder(await me.budgetOf('2027-02'), '2027-02')).toBe(true);
  });
});

describe('a CSV import', () => {
  it('lists every section of the month by day, the rows it found there included', async () => {
    const me = await withSchedule({ kind: 'monthly', day: 5 });
    const budgetId = (await me.createBudget('2027-02')).budget!.id;
    await placed(me, 'expense', budgetId, { name: 'Phone', dueDate: '02/12/2027', sortOrder: 100 });
    await placed(me, 'expense', budgetId, { name: 'Electric', dueDate: '02/09/2027', sortOrder: 200 });
    const csv =
      'name,amount,due day,type\r\nWater,10,16,expense\r\nTax bill,10,8,expense\r\nPaycheck,3000,5,income\r\n';
    const response = await rawRequest('POST', '/api/import/csv?month=2027-02', {
      token: me.token,
      body: csv,
      contentType: 'text/csv',
    });
    expect(response.status).toBe(201);
    expect(names(await me.budgetOf('2027-02'), '2027-02')).toEqual([
      [],
      ['Paycheck 5', 'Tax bill 8', 'Electric 9', 'Phone 12', 'Water 16'],
    ]);
  });
});
