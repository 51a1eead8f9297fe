import Papa from 'papaparse';
import { daysInMonth, itemDay } from '../core/calendar.ts';
import type { DataFile } from '../core/data-file.ts';
import { isoDateInMonth } from '../core/iso-date.ts';

export const CSV_EXPORT_COLUMNS = [
  'month',
  'type',
  'name',
  'amount',
  'due date',
  'paid',
  'fixed date',
] as const;

/** Cents as dollars with two decimals, '1250.75', without a float in between. */
export function centsAsDollars(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** What a spreadsheet may run as a formula when a cell starts with it: = + - @, a tab, a carriage return or a line feed. */
const FORMULA_START = /^[=+\-@\t\r\n]/;

const yesNo = (value: unknown) => (typeof value === 'boolean' ? (value ? 'yes' : 'no') : '');

/** The item's due day in its month as 'YYYY-MM-DD' (a day past the month's end is its last day). */
const dueDate = (month: string, date: unknown) =>
  isoDateInMonth(month, Math.min(itemDay(typeof date === 'string' ? date : null), daysInMonth(month)));

/**
 * One row per item of every month, RFC 4180 quoting by Papa Parse (commas, quotes and line breaks survive),
 * and text that a spreadsheet would run as a formula (FORMULA_START) prefixed with an apostrophe so it is
 * shown, not run.
 */
export function dataFileCsv(file: DataFile): string {
  const rows = file.budgets.flatMap((budget) => {
    const itemRow = (type: 'income' | 'expense', item: Record<string, unknown>, date: unknown) => [
      budget.month,
      type,
      item.name,
      centsAsDollars(item.amount as number),
      dueDate(budget.month, date),
      yesNo(item.isPaid),
      yesNo(item.fixedDate),
    ];
    return [
      ...budget.incomeItems.map((item) => itemRow('income', item, item.date)),
      ...budget.expenseItems.map((item) => itemRow('expense', item, item.dueDate)),
    ];
  });
  return Papa.unparse(
    { fields: [...CSV_EXPORT_COLUMNS], data: rows },
    { escapeFormulae: FORMULA_START, newline: '\r\n', quotes: false },
  );
}
