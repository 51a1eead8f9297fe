import Papa from 'papaparse';
import { dateInMonth } from '../core/calendar.ts';
import type { CsvImportResult, CsvImportRow } from '../core/contract/own-data.ts';
import { MAX_IMPORT_ITEMS } from '../core/data-file.ts';
import { MAX_ITEM_NAME_LENGTH } from '../core/item-limits.ts';
import { dayOfUsDate } from '../core/due-date.ts';
import { inferItemType } from '../core/item-type.ts';
import { NEW_ITEM_SORT_STEP } from '../core/new-item-order.ts';
import { hasFractionOfCent, MONEY_REJECTION_MESSAGES, parseDollarsAndCents } from '../core/money-text.ts';
import { writtenTextFault } from '../core/text-rule.ts';
import type { TxSql } from '../db.ts';
import { HttpError } from '../errors.ts';
import type { ColumnValues } from './table-rows.ts';

export const CSV_IMPORT_MESSAGES = Object.freeze({
  empty: 'The file has no rows to import',
  tooManyRows: (count: number) =>
    `The file has ${count} rows; an import takes at most ${MAX_IMPORT_ITEMS.toLocaleString('en-US')}`,
  nameRequired: 'name: Enter a name',
  nameTooLong: `name: Must be at most ${MAX_ITEM_NAME_LENGTH} characters`,
  fractionOfCent: 'amount: Must have at most two decimals',
  badDay: 'due day: Must be a day of the month from 1 to 31',
  badType: 'type: Must be income or expense (or left empty)',
  badPaid: 'paid: Must be yes or no (or left empty)',
  badFixed: 'fixed date: Must be yes or no (or left empty)',
  fixedIncome: "fixed date: Only an expense's due date can be marked as one that can't move",
  hasErrors: (count: number) =>
    `${count} ${count === 1 ? 'row has an error' : 'rows have errors'}; nothing was imported`,
});

/** The header names each column may have; without a header the columns are name, amount, due day, type. */
const HEADER_NAMES = {
  name: ['name', 'item', 'description'],
  amount: ['amount', 'amount ($)', 'value'],
  dueDay: ['due day', 'due date', 'due', 'day', 'date', 'due_day', 'duedate', 'dueday'],
  type: ['type', 'kind'],
  paid: ['paid', 'received'],
  fixed: ['fixed date', 'fixed', 'fixed_date', 'fixeddate'],
} as const;
type Column = keyof typeof HEADER_NAMES;
/** The priority POST /api/income and /api/expense give a new item (createItemBody's default). */
const NEW_ITEM_PRIORITY = 3;
const POSITIONS: Partial<Record<Column, number>> = { name: 0, amount: 1, dueDay: 2, type: 3 };
/** The paid and fixed date columns as the export writes them ('yes', 'no'); blank says nothing. */
const YES_NO: ReadonlyMap<string, boolean> = new Map([
  ['yes', true],
  ['no', false],
  ['true', true],
  ['false', false],
]);

/** A default day for an item without one, as '+ Add item' gives it: income on the 1st, expenses on the 15th. */
const DEFAULT_DAY = { income: 1, expense: 15 } as const;

function columnsOfHeader(cells: string[]): Partial<Record<Column, number>> | null {
  const names = cells.map((cell) => cell.trim().toLowerCase());
  if (
    !names.includes('name') ||
    !names.some((cell) => (HEADER_NAMES.amount as readonly string[]).includes(cell))
  )
    return null;
  const found: Partial<Record<Column, number>> = {};
  for (const column of Object.keys(HEADER_NAMES) as Column[]) {
    const index = names.findIndex((cell) => (HEADER_NAMES[column] as readonly string[]).includes(cell));
    if (index >= 0) found[column] = index;
  }
  return found;
}

/** A due day: '5', '05', or the day of a date ('2026-11-05', '11/05/2026'); blank is `fallback`. */
function readDay(text: string, fallback: number): number | null {
  const value = text.trim();
  if (value === '') return fallback;
  const iso = /^\d{4}-\d{2}-(\d{2})$/.exec(value);
  if (iso) return Number(iso[1]);
  if (value.includes('/')) return dayOfUsDate(value);
  if (!/^\d{1,2}$/.test(value)) return null;
  const day = Number(value);
  return day >= 1 && day <= 31 ? day : null;
}

function readRow(cells: string[], columns: Partial<Record<Column, number>>, line: number) {
  const cell = (column: Column) => {
    const index = columns[column];
    return index === undefined ? '' : (cells[index] ?? '');
  };
  const errors: string[] = [];
  const name = cell('name').trim();
  const nameFault = writtenTextFault(name);
  if (name === '') errors.push(CSV_IMPORT_MESSAGES.nameRequired);
  else if (name.length > MAX_ITEM_NAME_LENGTH) errors.push(CSV_IMPORT_MESSAGES.nameTooLong);
  else if (nameFault) errors.push(`name: ${nameFault}`);

  const amount = parseDollarsAndCents(cell('amount'));
  if (!amount.ok) errors.push(`amount: ${MONEY_REJECTION_MESSAGES[amount.reason]}`);
  else if (hasFractionOfCent(cell('amount'))) errors.push(CSV_IMPORT_MESSAGES.fractionOfCent);
  else if (amount.cents === 0) errors.push(`amount: ${MONEY_REJECTION_MESSAGES.zero}`);

  const typeText = cell('type').trim().toLowerCase();
  const type = typeText === '' ? inferItemType(name) : typeText;
  if (type !== 'income' && type !== 'expense') errors.push(CSV_IMPORT_MESSAGES.badType);
  const kind = type === 'income' ? 'income' : 'expense';

  const dueDay = readDay(cell('dueDay'), DEFAULT_DAY[kind]);
  if (dueDay === null) errors.push(CSV_IMPORT_MESSAGES.badDay);

  const paidText = cell('paid').trim().toLowerCase();
  const isPaid = paidText === '' ? undefined : YES_NO.get(paidText);
  if (paidText !== '' && isPaid === undefined) errors.push(CSV_IMPORT_MESSAGES.badPaid);

  const fixedText = cell('fixed').trim().toLowerCase();
  const fixedDate = fixedText === '' ? undefined : YES_NO.get(fixedText);
  if (fixedText !== '' && fixedDate === undefined) errors.push(CSV_IMPORT_MESSAGES.badFixed);
  else if (fixedDate === true && kind === 'income') errors.push(CSV_IMPORT_MESSAGES.fixedIncome);

  if (errors.length > 0 || !amount.ok || dueDay === null)
    return { error: { line, message: errors.join('; ') } };
  const row: CsvImportRow = {
    line,
    name,
    amount: amount.cents,
    dueDay,
    type: kind,
    inferred: typeText === '',
    ...(isPaid === undefined ? {} : { isPaid }),
    ...(fixedDate === undefined || kind === 'income' ? {} : { fixedDate }),
  };
  return { row };
}

/** Reads a CSV of items: every row either an item to create or an error naming its line and column. */
export function readItemsCsv(text: string, month: string): Omit<CsvImportResult, 'dryRun'> {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const lines = parsed.data;
  if (lines.length === 0) throw new HttpError(400, CSV_IMPORT_MESSAGES.empty);
  const header = columnsOfHeader(lines[0] ?? []);
  const body = header ? lines.slice(1) : lines;
  if (body.length > MAX_IMPORT_ITEMS) throw new HttpError(400, CSV_IMPORT_MESSAGES.tooManyRows(body.length));
  if (body.length === 0) throw new HttpError(400, CSV_IMPORT_MESSAGES.empty);

  const items: CsvImportRow[] = [];
  const errors: CsvImportResult['errors'] = parsed.errors.map((error) => ({
    line: (error.row ?? 0) + 1,
    message: error.message,
  }));
  body.forEach((cells, index) => {
    const read = readRow(cells, header ?? POSITIONS, index + (header ? 2 : 1));
    if ('row' in read && read.row) items.push(read.row);
    else if ('error' in read && read.error) errors.push(read.error);
  });
  errors.sort((a, b) => a.line - b.line);
  return { month, items, errors };
}

/**
 * Creates the items in the month's budget (made when missing), then places every row of the month by day
 * (public.order_budget_rows_by_day).
 */
export async function createCsvItems(
  tx: TxSql,
  userId: string,
  month: string,
  items: readonly CsvImportRow[],
) {
  await tx`
    insert into public.budgets (user_id, month, year) values (${userId}, ${month}, ${Number(month.slice(0, 4))})
    on conflict (user_id, month) do nothing`;
  const [budget] = await tx<{ id: number }[]>`select id from public.budgets where month = ${month}`;
  if (!budget) throw new Error('the budget of the import is not visible');
  const rows = { income: [] as ColumnValues[], expense: [] as ColumnValues[] };
  for (const [index, item] of items.entries()) {
    const date = dateInMonth(month, item.dueDay);
    const common = {
      budget_id: budget.id,
      user_id: userId,
      name: item.name,
      amount: item.amount,
      priority: NEW_ITEM_PRIORITY,
      // In the file's order until the month is placed by day below.
      sort_order: (index + 1) * NEW_ITEM_SORT_STEP,
      is_paid: item.isPaid ?? false,
    };
    if (item.type === 'income') rows.income.push({ ...common, date });
    else rows.expense.push({ ...common, due_date: date, fixed_date: item.fixedDate ?? false });
  }
  if (rows.income.length > 0) await tx`insert into public.income_items ${tx(rows.income)}`;
  if (rows.expense.length > 0) await tx`insert into public.expense_items ${tx(rows.expense)}`;
  await tx`select public.order_budget_rows_by_day(${budget.id})`;
}
