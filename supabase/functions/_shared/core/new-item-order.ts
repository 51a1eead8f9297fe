// Core §4: where a new item goes in its month. The month's rows are listed section by section (the month cut at
// the person's paydays, sections.ts) and in sort order within a section, income and expenses together; a new item
// goes right after the last row of its section dated on or before its day (on the same day, income before
// expenses), so a month kept in date order stays in date order, and rows the person moved keep their places.
// POST /api/income and /api/expense and the screen's row shown before the server answers both place it by this
// rule (the CSV import places the whole month by day: public.order_budget_rows_by_day) (docs/domain.md "Date order by default").
import { daysInMonth, type MonthKey } from './calendar.ts';
import type { PaySchedule } from './pay-schedule.ts';
import type { ItemKind } from './section-item.ts';
import { itemDayWithin, monthSections, sectionIndexOfDay } from './sections.ts';

/** How far after the last row of its section a new item goes (room for a row to be dropped between). */
export const NEW_ITEM_SORT_STEP = 100;

/**
 * A row already in the month: its day (a date or a plain day number), its sort order, and, to tell rows of the
 * same sort order apart as the screen does (sort order, then id, then income first), its kind and id.
 */
export interface PlacedItem {
  dueDate: string | null;
  sortOrder: number;
  kind?: ItemKind;
  id?: number;
}

/** Where a new item goes: its sort order, and the rows after it moved on when no whole number was free. */
export interface NewItemPlace<T> {
  sortOrder: number;
  /** Rows of its section given a higher sort order (the same step each, so their order stays), with it. */
  moved: { item: T; sortOrder: number }[];
}

const KIND_RANK: Readonly<Record<ItemKind, number>> = Object.freeze({ income: 0, expense: 1 });

interface Row<T> {
  day: number;
  kind: ItemKind;
  id: number;
  sortOrder: number;
  item: T;
}

function compareRows<T>(a: Row<T>, b: Row<T>): number {
  return a.sortOrder - b.sortOrder || a.id - b.id || KIND_RANK[a.kind] - KIND_RANK[b.kind];
}

/** Whether a row dated `row` comes before a new item of `kind` dated `day` in date order (income first). */
function comesBefore(row: { day: number; kind: ItemKind }, day: number, kind: ItemKind): boolean {
  return row.day < day || (row.day === day && (kind === 'expense' || row.kind === 'income'));
}

/**
 * Where a new item of `kind` due on `dueDate` goes in `month`: after the last row of its section that comes
 * before it in date order (`comesBefore`), first in its section when none does. It takes the sort order halfway
 * to the next row, NEW_ITEM_SORT_STEP after the last row when it is last (an empty section starts from 0), and
 * when no whole number lies between, the rows after it move on. Rows of other sections do not matter: the screen
 * lists each section on its own.
 */
export function newItemPlace<T extends PlacedItem>(
  schedule: PaySchedule,
  month: MonthKey,
  items: readonly T[],
  dueDate: string | null,
  kind: ItemKind,
): NewItemPlace<T> {
  const sections = monthSections(schedule, month);
  const length = daysInMonth(month);
  const day = itemDayWithin(dueDate, length);
  const section = sectionIndexOfDay(sections, day);
  const rows: Row<T>[] = [];
  for (const item of items) {
    const itemDay = itemDayWithin(item.dueDate, length);
    if (sectionIndexOfDay(sections, itemDay) !== section) continue;
    rows.push({
      day: itemDay,
      kind: item.kind ?? 'expense',
      id: item.id ?? 0,
      sortOrder: item.sortOrder,
      item,
    });
  }
  rows.sort(compareRows);
  const at = rows.findLastIndex((row) => comesBefore(row, day, kind)) + 1;
  const before = rows[at - 1]?.sortOrder ?? 0;
  const after = rows[at]?.sortOrder;
  if (after === undefined) return { sortOrder: before + NEW_ITEM_SORT_STEP, moved: [] };
  if (after - before >= 2) return { sortOrder: before + Math.floor((after - before) / 2), moved: [] };
  const sortOrder = before + NEW_ITEM_SORT_STEP;
  const shift = sortOrder + NEW_ITEM_SORT_STEP - after;
  return {
    sortOrder,
    moved: rows.slice(at).map((row) => ({ item: row.item, sortOrder: row.sortOrder + shift })),
  };
}
