// Core §4, moving items: where a drop lands, and which rows get a new sortOrder (and date) for a move.
import { moveDateToSection } from '@halfwise/core/paychecks.ts';
import type { BudgetView } from './budget-view.ts';
import type { BudgetItem, ItemKind } from './items.ts';

/** A section of the month by its place in BudgetView.sections (0: the one holding the 1st). */
export type Section = number;

/** Core §9: the upper 40% of a row means "drop above it". */
export const DROP_ABOVE_FRACTION = 0.4;
/** Core §9: sortOrder steps within a section and across sections. */
export const SORT_STEP_WITHIN = 100;
export const SORT_STEP_ACROSS = 1000;

export interface OrderChange {
  kind: ItemKind;
  id: number;
  sortOrder: number;
  dateValue?: string;
}

export function dropPosition(pointerY: number, rowTop: number, rowHeight: number): 'above' | 'below' {
  return pointerY - rowTop < rowHeight * DROP_ABOVE_FRACTION ? 'above' : 'below';
}

/**
 * Moves an item to position `to.index` of a section (the index it will have in that section's list, clamped
 * to the list). Within its own section, that section is renumbered in steps of 100; into another section,
 * that section is renumbered in steps of 1000 and the item is dated on its first day (the default schedule's
 * 1st or 15th).
 * Returns only the rows whose sortOrder or date changes; nothing when the item is not in the view.
 */
export function planMove(
  view: BudgetView,
  moved: { kind: ItemKind; id: number },
  to: { section: Section; index: number },
): OrderChange[] {
  const from = findSection(view, moved);
  if (from === null) return [];
  const item = from.item;
  const target = view.sections[to.section];
  if (!target) return [];
  const destination = target.items.filter((row) => !sameItem(row, moved));
  const index = Math.min(Math.max(Math.trunc(to.index), 0), destination.length);
  destination.splice(index, 0, item);

  const across = from.section !== to.section;
  const step = across ? SORT_STEP_ACROSS : SORT_STEP_WITHIN;
  const movedDate = across ? moveDateToSection(target.section) : undefined;

  const changes: OrderChange[] = [];
  destination.forEach((row, position) => {
    const sortOrder = (position + 1) * step;
    const dateValue = row === item && movedDate !== row.dateValue ? movedDate : undefined;
    if (sortOrder === row.sortOrder && dateValue === undefined) return;
    changes.push({
      kind: row.kind,
      id: row.id,
      sortOrder,
      ...(dateValue === undefined ? {} : { dateValue }),
    });
  });
  return changes;
}

/** The items with a planned move applied, for showing it at once before the server confirms it. */
export function applyOrderChanges(
  items: readonly BudgetItem[],
  changes: readonly OrderChange[],
): BudgetItem[] {
  return items.map((item) => {
    const change = changes.find((candidate) => sameItem(item, candidate));
    if (!change) return item;
    return { ...item, sortOrder: change.sortOrder, dateValue: change.dateValue ?? item.dateValue };
  });
}

function findSection(
  view: BudgetView,
  moved: { kind: ItemKind; id: number },
): { section: Section; item: BudgetItem } | null {
  for (const [section, { items }] of view.sections.entries()) {
    const item = items.find((row) => sameItem(row, moved));
    if (item) return { section, item };
  }
  return null;
}

function sameItem(a: { kind: ItemKind; id: number }, b: { kind: ItemKind; id: number }): boolean {
  return a.kind === b.kind && a.id === b.id;
}
