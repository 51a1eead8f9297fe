import type { DataField } from '../core/data-file.ts';
import type { TxSql } from '../db.ts';

type Fields = Readonly<Record<string, DataField>>;
export type FileRow<F extends Fields> = { [K in keyof F]: unknown };

/** A row as the database wrote it (column → JSON value) in the file's names. */
export function toFileRow<F extends Fields>(fields: F, row: Record<string, unknown>): FileRow<F> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, { column }]) => [key, row[column] ?? null]),
  ) as FileRow<F>;
}

/** What a column holds: the file's values are checked by their fields' schemas before they get here. */
export type ColumnValues = Record<string, string | number | boolean | null>;

/** The columns of a file row, ready for an insert or update. */
export function toColumns<F extends Fields>(fields: F, row: Record<string, unknown>): ColumnValues {
  return Object.fromEntries(
    Object.entries(fields).map(([key, { column }]) => [column, row[key] as ColumnValues[string]]),
  );
}

export const columnsOf = (fields: Fields): string[] => Object.values(fields).map(({ column }) => column);

/**
 * The rows of `table` the caller can see (RLS), with the fields' columns as JSON values (dates as text) and
 * `keys` beside them for grouping, in `order`.
 */
export async function readRows(
  tx: TxSql,
  table: string,
  fields: Fields,
  keys: readonly string[],
  order: readonly string[],
): Promise<Record<string, unknown>[]> {
  const rows = await tx<{ row: Record<string, unknown> }[]>`
    select to_jsonb(t) as row
    from (select ${tx([...keys, ...columnsOf(fields)])} from ${tx('public.' + table)}) t
    order by ${tx.unsafe(order.map((column) => `t.${JSON.stringify(column)}`).join(', '))}`;
  return rows.map(({ row }) => row);
}
