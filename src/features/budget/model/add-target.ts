import { moveDateToSection } from '@halfwise/core/paychecks.ts';
import { sectionIndexOfDay, type MonthSection } from '@halfwise/core/sections.ts';
import { inferItemType } from '@halfwise/core/item-type.ts';
import { itemDay } from '../../../domain/month.ts';
import { NEW_ITEM_DEFAULTS, type ItemKind } from '../../../domain/items.ts';
import type { Section } from '../../../domain/reorder.ts';

/**
 * Where the open add-item row is and whether its kind was given. ADD INCOME / ADD EXPENSE give the kind (and
 * the row sits where the kind's default day lands); '+ Add item' in a section leaves it to be inferred (core §4).
 */
export interface AddTarget {
  section: Section;
  kind: ItemKind | null;
}

/** The add-item row of ADD INCOME (day 1 by default) and ADD EXPENSE (day 15): in the section of that day. */
export function addTargetOfKind(kind: ItemKind, sections: readonly MonthSection[]): AddTarget {
  return { section: sectionIndexOfDay(sections, itemDay(NEW_ITEM_DEFAULTS[kind].dueDate)), kind };
}

/** What a new item with this name will be: the given kind, or the one its name implies (core §5). */
export function newItemKind(target: AddTarget, name: string): ItemKind {
  return target.kind ?? inferItemType(name);
}

/**
 * The kind and due date a new item is created with. A given kind keeps its defaults (no due date here);
 * an inferred one is due on the first day of its section (the 1st or the 15th by default), as MM/DD/YYYY.
 */
export function newItemPlacement(
  target: AddTarget,
  name: string,
  sections: readonly MonthSection[],
): { kind: ItemKind; dueDate?: string } {
  const kind = newItemKind(target, name);
  const section = sections[target.section];
  if (target.kind !== null || !section) return { kind };
  return { kind, dueDate: moveDateToSection(section) };
}
