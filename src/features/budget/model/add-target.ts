import { inferItemType } from '@halfwise/core/item-type.ts';
import type { ItemKind } from '../../../domain/items.ts';
import { dateInMonth, type MonthKey } from '../../../domain/month.ts';
import { SECTION_DAY, type Section } from '../../../domain/reorder.ts';

/**
 * Where the open add-item row is and whether its kind was given. ADD INCOME / ADD EXPENSE give the kind (and
 * the row sits where the kind's default day lands); '+ Add item' in a half leaves it to be inferred (core §4).
 */
export interface AddTarget {
  section: Section;
  kind: ItemKind | null;
}

/** The add-item row of ADD INCOME (early, day 1 by default) and ADD EXPENSE (late, day 15 by default). */
export function addTargetOfKind(kind: ItemKind): AddTarget {
  return { section: kind === 'income' ? 'early' : 'late', kind };
}

/** What a new item with this name will be: the given kind, or the one its name implies (core §5). */
export function newItemKind(target: AddTarget, name: string): ItemKind {
  return target.kind ?? inferItemType(name);
}

/**
 * The kind and due date a new item is created with. A given kind keeps its defaults (no due date here);
 * an inferred one is due on the 1st (early) or the 15th (late) of the viewed month, as MM/DD/YYYY.
 */
export function newItemPlacement(
  target: AddTarget,
  name: string,
  month: MonthKey,
): { kind: ItemKind; dueDate?: string } {
  const kind = newItemKind(target, name);
  if (target.kind !== null) return { kind };
  return { kind, dueDate: dateInMonth(month, SECTION_DAY[target.section]) };
}
