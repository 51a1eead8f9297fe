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
}

const item: fc.Arbitrary<Row> = fc.record({
  type: fc.constantFrom('income' as const, 'expense' as const),
  name: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,20}[A-Za-z0-9]$/),
  amount: fc.integer({ min: 1, max: 100_000_000 }),
  day: fc.integer({ min: 1, max: 28 }),
  isPaid: fc.boolean(),
});

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
          .map((row) => ({ ...fields(row), dueDate: String(row.day) })),
      },
    ],
  } as unknown as DataFile;
}

describe('the CSV export read back by the CSV import', () => {
  it('gives every item back with its kind, amount, day and paid or received tick', () => {
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 20 }), (items) => {
        const read = readItemsCsv(dataFileCsv(fileOf(items)), MONTH);
        expect(read.errors).toEqual([]);
        const back = read.items.map(({ type, name, amount, dueDay, isPaid }) => ({
          type,
          name,
          amount,
          day: dueDay,
          isPaid,
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
});
