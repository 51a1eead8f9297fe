import { csvImportResultSchema, IMPORT_TOO_LARGE } from '@halfwise/core/contract/own-data.ts';
import { DATA_FILE_MESSAGES } from '@halfwise/core/data-file.ts';
import { MONEY_REJECTION_MESSAGES } from '@halfwise/core/money-text.ts';
import { describe, expect, it } from 'vitest';
import { CSV_IMPORT_MESSAGES } from '../../supabase/functions/_shared/own-data/csv-import.ts';
import { signUp, type Person } from './budget-fixtures.ts';
import { rawRequest } from './own-data-support.ts';

const importCsv = (person: Person, csv: string, query: string, headers: Record<string, string> = {}) =>
  rawRequest('POST', `/api/import/csv${query}`, {
    token: person.token,
    body: csv,
    contentType: 'text/csv',
    headers,
  });

const GOOD_AND_BAD = [
  'name,amount,due day,type',
  'Rent,"$1,250.75",1,',
  'Salary,3000,5,',
  '"Car, loan",200.5,20,expense',
  'Refund,12,,income',
  'Gym,abc,40,thing',
  ',5,3,',
  '=HYPERLINK("http://x"),10,2,',
].join('\r\n');

describe('POST /api/import/csv', () => {
  it('previews with dryRun: what would be created and every bad row, writing nothing', async () => {
    const person = await signUp();
    const response = await importCsv(person, GOOD_AND_BAD, '?month=2026-11&dryRun=true');
    expect(response.status).toBe(200);
    const preview = csvImportResultSchema.parse(response.json());
    expect(preview.dryRun).toBe(true);
    expect(preview.items).toEqual([
      { line: 2, name: 'Rent', amount: 125075, dueDay: 1, type: 'expense', inferred: true },
      { line: 3, name: 'Salary', amount: 300000, dueDay: 5, type: 'income', inferred: true },
      { line: 4, name: 'Car, loan', amount: 20050, dueDay: 20, type: 'expense', inferred: false },
      { line: 5, name: 'Refund', amount: 1200, dueDay: 1, type: 'income', inferred: false },
      { line: 8, name: '=HYPERLINK("http://x")', amount: 1000, dueDay: 2, type: 'expense', inferred: true },
    ]);
    expect(preview.errors).toEqual([
      {
        line: 6,
        message: [
          `amount: ${MONEY_REJECTION_MESSAGES['not-a-number']}`,
          CSV_IMPORT_MESSAGES.badType,
          CSV_IMPORT_MESSAGES.badDay,
        ].join('; '),
      },
      { line: 7, message: CSV_IMPORT_MESSAGES.nameRequired },
    ]);
    expect((await person.budgetOf('2026-11')).budget).toBeNull();
  });

  it('refuses an amount with a fraction of a cent instead of rounding it; trailing zeros are whole cents', async () => {
    const person = await signUp();
    const response = await importCsv(
      person,
      'name,amount\nRent,1.005\nGym,12.340\n',
      '?month=2026-11&dryRun=true',
    );
    const preview = csvImportResultSchema.parse(response.json());
    expect(preview.errors).toEqual([{ line: 2, message: CSV_IMPORT_MESSAGES.fractionOfCent }]);
    expect(preview.items).toEqual([expect.objectContaining({ name: 'Gym', amount: 1234 })]);
  });

  it('refuses a file with a bad row, naming it, and writes nothing', async () => {
    const person = await signUp();
    const response = await importCsv(person, GOOD_AND_BAD, '?month=2026-11');
    expect(response.status).toBe(400);
    const body = response.json<{ message: string; errors: unknown[] }>();
    expect(body.message).toBe(
      `${CSV_IMPORT_MESSAGES.hasErrors(2)}. Line 6: amount: ${MONEY_REJECTION_MESSAGES['not-a-number']}; ${CSV_IMPORT_MESSAGES.badType}; ${CSV_IMPORT_MESSAGES.badDay}`,
    );
    expect(body.errors).toHaveLength(2);
    expect((await person.budgetOf('2026-11')).budget).toBeNull();
  });

  it('creates the items in the month, typed and dated, the month’s rows then listed by day', async () => {
    const person = await signUp();
    const budget = await person.createBudget('2026-11');
    await person.addItem('expense', budget.budget!.id, { name: 'Already here', amount: 100, dueDate: '2' });
    const csv = 'Rent,"$1,250.75",1\r\nPaycheck,2000,15\r\n"Say ""hi""",5.5,31,expense\r\n';
    const response = await importCsv(person, csv, '?month=2026-11');
    expect(response.status).toBe(201);
    expect(csvImportResultSchema.parse(response.json()).items).toHaveLength(3);
    const month = await person.budgetOf('2026-11');
    expect(month.incomeItems.map(({ name, amount, date }) => ({ name, amount, date }))).toEqual([
      { name: 'Paycheck', amount: 200000, date: '11/15/2026' },
    ]);
    expect(month.expenseItems.map(({ name, amount, dueDate }) => ({ name, amount, dueDate }))).toEqual([
      { name: 'Rent', amount: 125075, dueDate: '11/01/2026' },
      { name: 'Already here', amount: 100, dueDate: '2' },
      { name: 'Say "hi"', amount: 550, dueDate: '11/30/2026' },
    ]);
  });

  it('makes the month when it has no budget, and only in the caller’s account', async () => {
    const person = await signUp();
    const other = await signUp();
    expect((await importCsv(person, 'Water,30,9', '?month=2027-02')).status).toBe(201);
    expect((await person.budgetOf('2027-02')).expenseItems.map((item) => item.name)).toEqual(['Water']);
    expect((await other.budgetOf('2027-02')).budget).toBeNull();
    expect(
      (await rawRequest('POST', '/api/import/csv?month=2027-02', { body: 'A,1,1', contentType: 'text/csv' }))
        .status,
    ).toBe(401);
  });

  it('honours an Idempotency-Key', async () => {
    const person = await signUp();
    const headers = { 'Idempotency-Key': `csv-${crypto.randomUUID()}` };
    expect((await importCsv(person, 'Water,30,9', '?month=2027-03', headers)).status).toBe(201);
    const again = await importCsv(person, 'Water,30,9', '?month=2027-03', headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await person.budgetOf('2027-03')).expenseItems).toHaveLength(1);
  });

  it('refuses a bad month, an empty file, more than 5,000 rows (400) and over 1 MB (413)', async () => {
    const person = await signUp();
    const noMonth = await importCsv(person, 'A,1,1', '');
    expect(noMonth.status).toBe(400);
    expect(noMonth.json<{ message: string }>().message).toMatch(/^month: /);
    expect((await importCsv(person, 'A,1,1', '?month=2026-13')).json()).toEqual({
      message: 'month: Must be a month written YYYY-MM',
    });
    const beforeBudgets = await importCsv(person, 'A,1,1', '?month=1899-12');
    expect([beforeBudgets.status, beforeBudgets.json()]).toEqual([
      400,
      { message: `month: ${DATA_FILE_MESSAGES.budgetMonth}` },
    ]);
    expect((await importCsv(person, '\r\n\r\n', '?month=2026-11')).json()).toEqual({
      message: CSV_IMPORT_MESSAGES.empty,
    });
    const rows = Array.from({ length: 5_001 }, (_, index) => `Item ${index},1,1`).join('\n');
    const tooMany = await importCsv(person, rows, '?month=2026-11&dryRun=true');
    expect(tooMany.status).toBe(400);
    expect(tooMany.json()).toEqual({ message: CSV_IMPORT_MESSAGES.tooManyRows(5_001) });
    const huge = await importCsv(person, `A,1,1\n${'x'.repeat(1024 * 1024)}`, '?month=2026-11');
    expect(huge.status).toBe(413);
    expect(huge.json()).toEqual({ message: IMPORT_TOO_LARGE });
  });
});
