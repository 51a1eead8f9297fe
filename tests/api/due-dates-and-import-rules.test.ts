// One rule for each field on every way in: a due date is a day 1-31 or a real MM/DD/YYYY date, a name has no
// control characters, on POST, PATCH and the import alike; and each refusal names the record and the field.
import { dataFileSchema } from '@halfwise/core/contract/own-data.ts';
import type { DataFile } from '@halfwise/core/data-file.ts';
import { DUE_DATE_MESSAGE } from '@halfwise/core/due-date.ts';
import { CONTROL_CHARACTERS } from '@halfwise/core/schemas.ts';
import { describe, expect, it } from 'vitest';
import { signUp } from './budget-fixtures.ts';
import { rawRequest } from './own-data-support.ts';
import { useDatabase } from './support.ts';

const sql = useDatabase();
const BAD_DATES = ['02/31/2026', '13/45/2026', 'abc', '-1', '32', '0', '💸', '2026-03-15'];

async function personWithItems() {
  const person = await signUp();
  const budget = await person.createBudget('2026-03');
  const income = await person.addItem('income', budget.budget!.id, {
    name: 'Pay',
    amount: 100,
    dueDate: '1',
  });
  const expense = await person.addItem('expense', budget.budget!.id, {
    name: 'Rent',
    amount: 100,
    dueDate: '03/05/2026',
  });
  return { person, budgetId: budget.budget!.id, income, expense };
}

const rowsOf = (budgetId: number) =>
  sql`select name, due_date from public.expense_items where budget_id = ${budgetId} order by id`;

describe('due dates', () => {
  it.each(BAD_DATES)('POST /api/expense refuses %j and creates nothing', async (dueDate) => {
    const { person, budgetId } = await personWithItems();
    const response = await person.post('/api/expense', { budgetId, name: 'Gym', amount: 100, dueDate });
    expect([response.status, response.body]).toEqual([400, { message: `dueDate: ${DUE_DATE_MESSAGE}` }]);
    expect(await rowsOf(budgetId)).toEqual([{ name: 'Rent', due_date: '03/05/2026' }]);
  });

  it.each([...BAD_DATES, null])(
    'PATCH refuses %j for an expense and an income, and changes nothing',
    async (value) => {
      const { person, budgetId, income, expense } = await personWithItems();
      const patchedExpense = await person.patch(`/api/expense/${expense.id}`, { dueDate: value });
      const patchedIncome = await person.patch(`/api/income/${income.id}`, { date: value });
      expect([patchedExpense.status, patchedExpense.body]).toEqual([
        400,
        { message: `dueDate: ${DUE_DATE_MESSAGE}` },
      ]);
      expect([patchedIncome.status, patchedIncome.body]).toEqual([
        400,
        { message: `date: ${DUE_DATE_MESSAGE}` },
      ]);
      expect(await rowsOf(budgetId)).toEqual([{ name: 'Rent', due_date: '03/05/2026' }]);
      const [row] = await sql`select date from public.income_items where id = ${income.id}`;
      expect(row).toEqual({ date: '1' });
    },
  );

  it.each([
    ['12/1/2026', '12/01/2026'],
    ['1/5/2026', '01/05/2026'],
    [' 3/7/2026 ', '03/07/2026'],
  ])('takes %j with a one-digit part and stores it as %j, on POST and PATCH alike', async (value, stored) => {
    const { person, budgetId, income, expense } = await personWithItems();
    const created = await person.post('/api/expense', { budgetId, name: 'Gym', amount: 100, dueDate: value });
    const patchedExpense = await person.patch(`/api/expense/${expense.id}`, { dueDate: value });
    const patchedIncome = await person.patch(`/api/income/${income.id}`, { date: value });
    expect([created.status, created.body['dueDate']]).toEqual([201, stored]);
    expect([patchedExpense.status, patchedExpense.body['dueDate']]).toEqual([200, stored]);
    expect([patchedIncome.status, patchedIncome.body['date']]).toEqual([200, stored]);
    expect(await rowsOf(budgetId)).toEqual([
      { name: 'Rent', due_date: stored },
      { name: 'Gym', due_date: stored },
    ]);
    const [row] = await sql`select date from public.income_items where id = ${income.id}`;
    expect(row).toEqual({ date: stored });
  });

  it.each(['7', '02/29/2028', '12/31/2026'])('takes %j', async (dueDate) => {
    const { person, budgetId } = await personWithItems();
    const response = await person.post('/api/expense', { budgetId, name: 'Gym', amount: 100, dueDate });
    expect(response.status).toBe(201);
  });
});

describe('the import', () => {
  /** A's export, changed, imported into a fresh B: the answer, and how many budgets B has then. */
  async function importing(change: (file: DataFile) => void) {
    const { person: a } = await personWithItems();
    const exported = await rawRequest('GET', '/api/export?format=json', { token: a.token });
    const file = dataFileSchema.parse(exported.json());
    change(file);
    const b = await signUp();
    const response = await rawRequest('POST', '/api/import', { token: b.token, body: JSON.stringify(file) });
    const [count] = await sql<{ n: number }[]>`
      select count(*)::int as n from public.budgets where user_id = ${b.userId}`;
    return { status: response.status, body: response.json(), budgets: count!.n };
  }

  it('takes the file it is given as a base (the test file itself is valid)', async () => {
    expect(await importing(() => undefined)).toMatchObject({ status: 200, budgets: 1 });
  });

  it.each(['02/31/2026', 'abc', '32'])(
    'refuses the due date %j, naming the record and the field',
    async (dueDate) => {
      expect(await importing((file) => (file.budgets[0]!.expenseItems[0]!.dueDate = dueDate))).toEqual({
        status: 400,
        body: { message: `budgets[0].expenseItems[0].dueDate: ${DUE_DATE_MESSAGE}` },
        budgets: 0,
      });
    },
  );

  it.each(['Gym\tclass', 'Line\nbreak', 'Esc\u001b[31m'])(
    'refuses the name %j as POST does',
    async (name) => {
      expect(await importing((file) => (file.budgets[0]!.expenseItems[0]!.name = name))).toEqual({
        status: 400,
        body: { message: `budgets[0].expenseItems[0].name: ${CONTROL_CHARACTERS}` },
        budgets: 0,
      });
    },
  );

  it('takes a date with one-digit parts and stores it with two', async () => {
    const { person: a } = await personWithItems();
    const exported = await rawRequest('GET', '/api/export?format=json', { token: a.token });
    const file = dataFileSchema.parse(exported.json());
    file.budgets[0]!.expenseItems[0]!.dueDate = '3/5/2026';
    file.budgets[0]!.incomeItems[0]!.date = '3/15/2026';
    const b = await signUp();
    const response = await rawRequest('POST', '/api/import', { token: b.token, body: JSON.stringify(file) });
    expect(response.status).toBe(200);
    expect(await sql`select due_date from public.expense_items where user_id = ${b.userId}`).toEqual([
      { due_date: '03/05/2026' },
    ]);
    expect(await sql`select date from public.income_items where user_id = ${b.userId}`).toEqual([
      { date: '03/15/2026' },
    ]);
  });

  it('refuses a month before 1900, naming the record and the field', async () => {
    expect(await importing((file) => (file.budgets[0]!.month = '1899-12'))).toEqual({
      status: 400,
      body: { message: 'budgets[0].month: Must be a month from 1900-01 to 9999-12' },
      budgets: 0,
    });
  });
});
