import { dataFileSchema } from '@halfwise/core/contract/own-data.ts';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { signUp } from './budget-fixtures.ts';
import { personWithData, rawRequest, utcMonth } from './own-data-support.ts';
import { useDatabase } from './support.ts';

const sql = useDatabase();

const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/export?format=json', () => {
  it('answers everything the person owns, amounts in cents, as a dated download', async () => {
    const person = await personWithData();
    const response = await rawRequest('GET', '/api/export?format=json', { token: person.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="halfwise-${today()}.json"`,
    );
    const file = dataFileSchema.parse(response.json());
    expect(file).toMatchObject({
      version: 1,
      profile: { firstName: 'Ada', lastName: 'Lovelace', birthday: '1990-12-10', emailMarketingOptIn: true },
      paySchedule: { kind: 'semimonthly', days: [5, 20] },
      goalsBalance: 32150,
      goals: [{ name: 'Trip', targetAmount: 150000, savedAmount: 2000, emoji: '✈️', timeframeMonths: 12 }],
    });
    expect(Date.parse(file.exportedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const october = file.budgets.find((budget) => budget.month === '2026-10');
    expect(october).toMatchObject({ carryForward: -2500 });
    expect(october?.incomeItems).toEqual([
      expect.objectContaining({ name: 'Paycheck', amount: 250000, date: '10/05/2026', category: 'other' }),
    ]);
    // In their stored order: each section of the pay schedule (the 1st–4th, 5th–19th, 20th–end) numbers its rows
    // on its own, so Rent and Phone both have 100 and go by creation.
    expect(october?.expenseItems).toEqual([
      expect.objectContaining({ name: 'Rent', amount: 125075, dueDate: '1', isPaid: true }),
      expect.objectContaining({ name: 'Phone', amount: 4500, category: 'bills', priority: 2, isPaid: false }),
    ]);
    expect(file.budgets.map((budget) => budget.month)).toContain('2026-11');
  });

  it("never carries another person's data, and needs a login", async () => {
    const other = await personWithData();
    const person = await signUp();
    const response = await rawRequest('GET', '/api/export', { token: person.token });
    expect(response.status).toBe(200);
    const file = dataFileSchema.parse(response.json());
    expect(file.budgets).toEqual([]);
    expect(file.goals).toEqual([]);
    expect(response.text).not.toContain(other.userId);
    expect(response.text).not.toContain('Lovelace');
    expect((await rawRequest('GET', '/api/export')).status).toBe(401);
  });

  it('refuses an unknown format naming the parameter', async () => {
    const person = await signUp();
    const response = await rawRequest('GET', '/api/export?format=xml', { token: person.token });
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({ message: 'format: Must be json or csv' });
  });
});

describe('GET /api/export?format=csv', () => {
  it('writes one row per item with a header, dollars with two decimals, due dates and paid flags', async () => {
    const person = await personWithData();
    const response = await rawRequest('GET', '/api/export?format=csv', { token: person.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="halfwise-${today()}.csv"`,
    );
    const rows = Papa.parse<string[]>(response.text.trim()).data;
    expect(rows).toEqual([
      // 'fixed date': an expense's due date can't move (yes/no); an income has none.
      ['month', 'type', 'name', 'amount', 'due date', 'paid', 'fixed date'],
      ['2026-10', 'income', 'Paycheck', '2500.00', '2026-10-05', 'no', ''],
      ['2026-10', 'expense', 'Rent', '1250.75', '2026-10-01', 'yes', 'no'],
      ['2026-10', 'expense', 'Phone', '45.00', '2026-10-20', 'no', 'no'],
      ['2026-11', 'expense', 'Insurance', '99.00', '2026-11-28', 'no', 'no'],
    ]);
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and neutralises formulas', async () => {
    const person = await signUp();
    const budget = await person.createBudget(utcMonth());
    // Names as the database may hold them, line breaks included (the API refuses control characters).
    const names = [
      'Car, loan',
      'The "big" one',
      'Line one\nline two',
      '=1+2',
      '+SUM(A1)',
      '-42',
      '@cmd',
      '\n=HYPERLINK("x")',
      '=1\n2',
      'Plain',
    ];
    for (const [index, name] of names.entries()) {
      await sql`
        insert into public.expense_items (budget_id, user_id, name, amount, due_date, sort_order)
        values (${budget.budget!.id}, ${person.userId}, ${name}, 100, '3', ${index})`;
    }
    const response = await rawRequest('GET', '/api/export?format=csv', { token: person.token });
    expect(response.text).toContain('"Car, loan"');
    expect(response.text).toContain('"The ""big"" one"');
    expect(response.text).toContain('"Line one\nline two"');
    const parsed = Papa.parse<string[]>(response.text.trim())
      .data.slice(1)
      .map((row) => row[2]);
    expect(parsed).toEqual([
      'Car, loan',
      'The "big" one',
      'Line one\nline two',
      "'=1+2",
      "'+SUM(A1)",
      "'-42",
      "'@cmd",
      '\'\n=HYPERLINK("x")',
      "'=1\n2",
      'Plain',
    ]);
  });
});
