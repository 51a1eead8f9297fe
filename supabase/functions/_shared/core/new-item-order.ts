// Core §4: where a new item goes in its month. The month's rows are listed section by section (the month cut at
// the person's paydays, sections.ts) and in sort order within a section, income and expenses together; a new item
// goes after every row of the section that holds its day. POST /api/income and /api/expense, the CSV import and
// the screen's row shown before the server answers all place it by this rule.
import { daysInMonth, type MonthKey } from './calendar.ts';
import type { PaySchedule } from './pay-schedule.ts';
import { itemDayWithin, monthSections, sectionIndexOfDay } from './sections.ts';

/** How far after the last row of its section a new item goes (room for a row to be dropped between). */
export const NEW_ITEM_SORT_STEP = 100;

/** A row already in the month: its day (a date or a plain day number) and its sort order. */
export interface PlacedItem {
  dueDate: string | null;
  sortOrder: number;
}

/**
 * Places new items one after another in `month`: each takes NEW_ITEM_SORT_STEP after the highest sort order of
 * the rows in its section, counting the rows placed before it (an empty section starts from 0). Rows of other
 * sections do not matter: the screen lists each section on its own.
 */
export function newItemPlacer(
  schedule: PaySchedule,
  month: MonthKey,
  items: readonly PlacedItem[],
): (dueDate: string | null) => number {
  const sections = monthSections(schedule, month);
  const length = daysInMonth(month);
  const sectionOf = (date: string | null) => sectionIndexOfDay(sections, itemDayWithin(date, length));
  const highest = sections.map(() => 0);
  for (const item of items) {
    const index = sectionOf(item.dueDate);
    highest[index] = Math.max(highest[index] ?? 0, item.sortOrder);
  }
  return (dueDate) => {
    const index = sectionOf(dueDate);
    const next = (highest[index] ?? 0) + NEW_ITEM_SORT_STEP;
    highest[index] = next;
    return next;
  };
}

/** The sort order of one new item due on `dueDate`: the end of the section that holds its day. */
export function endOfSectionSortOrder(
  schedule: PaySchedule,
  month: MonthKey,
  items: readonly PlacedItem[],
  dueDate: string | null,
): number {
  return newItemPlacer(schedule, month, items)(dueDate);
}
