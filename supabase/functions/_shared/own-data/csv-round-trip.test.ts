import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DataFile } from '../core/data-file.ts';
import { CSV_IMPORT_MESSAGES, readItemsCsv } from './csv-import.ts';
import { dataFileCsv } from './export-csv.ts';

const MONTH = '2027-02';

interface Row {
  type: 'income' | 'expense';
  name: string;
  amount: number;
  day: number;
  isPaid: boolean;
  /** Expenses only: an income's is always false. */
  fixedDate: boolean;
}

const item: fc.Arbitrary<Row> = fc
  .record({
    type: fc.constantFrom('income' as const, 'expense' as const),
    name: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,20}[A-Za-z0-9]$/),
    amount: fc.integer({ min: 1, max: 100_000_000 }),
    day: fc.integer({ min: 1, max: 28 }),
    isPaid: fc.boolean(),
    fixedDate: fc.boolean(),
  })
  .map((row) => (row.type === 'income' ? { ...row, fixedDate: false } : row));

/** A file of one month holding `items`, with the fields the CSV export reads. */
function fileOf(rows: readonly Row[]): DataFile {
  const fields = (row: Row) => ({ name: row.name, amount: row.amount, isPaid: row.isPaid });
  return {
    budgets: [
      {
        month: MONTH,
        incomeItems: rows
          .filter((row) => row.type === 'income')
          .map((row) => ({ ...fields(row), date: String(row.day) })),
        expenseItems: rows
          .filter((row) => row.type === 'expense')
          .map((row) => ({ ...fields(row), dueDate: String(row.day), fixedDate: row.fixedDate })),
      },
    ],
  } as unknown as DataFile;
}

describe('the CSV export read back by the CSV import', () => {
  it('gives every item back with its kind, amount, day, paid or received tick and fixed date', () => {
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 20 }), (items) => {
        const read = readItemsCsv(dataFileCsv(fileOf(items)), MONTH);
        expect(read.errors).toEqual([]);
        const back = read.items.map(({ type, name, amount, dueDay, isPaid, fixedDate }) => ({
          type,
          name,
          amount,
          day: dueDay,
          isPaid,
          fixedDate: fixedDate ?? false,
        }));
        const income = items.filter((row) => row.type === 'income');
        const expenses = items.filter((row) => row.type === 'expense');
        expect(back).toEqual([...income, ...expenses]);
      }),
    );
  });

  it('reads a paid column of yes, no, true, false or nothing, and refuses anything else', () => {
    const csv = [
      'name,amount,type,paid',
      'A,1,income,Yes',
      'B,1,expense,no',
      'C,1,expense,',
      'D,1,income,TRUE',
      'E,1,expense,maybe',
    ];
    const read = readItemsCsv(csv.join('\n'), MONTH);
    expect(read.items.map(({ name, isPaid }) => ({ name, isPaid }))).toEqual([
      { name: 'A', isPaid: true },
      { name: 'B', isPaid: false },
      { name: 'C', isPaid: undefined },
      { name: 'D', isPaid: true },
    ]);
    expect(read.errors).toEqual([{ line: 6, message: CSV_IMPORT_MESSAGES.badPaid }]);
  });

  it('reads a fixed date column of yes, no or nothing for an expense, and refuses it for an income', () => {
    const csv = [
      'name,amount,type,fixed date',
      'Rent,1,expense,yes',
      'Phone,1,expense,No',
      'Gym,1,expense,',
      'Pay,1,income,no',
      'Bonus,1,income,yes',
      'Car,1,expense,sometimes',
    ];
    const read = readItemsCsv(csv.join('\n'), MONTH);
    expect(read.items.map(({ name, fixedDate }) => ({ name, fixedDate }))).toEqual([
      { name: 'Rent', fixedDate: true },
      { name: 'Phone', fixedDate: false },
      { name: 'Gym', fixedDate: undefined },
      { name: 'Pay', fixedDate: undefined },
    ]);
    expect(read.errors).toEqual([
      { line: 6, message: CSV_IMPORT_MESSAGES.fixedIncome },
      { line: 7, message: CSV_IMPORT_MESSAGES.badFixed },
    ]);
  });
});
