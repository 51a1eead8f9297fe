import { listedItems, type BudgetView } from '../../../domain/budget-view.ts';
import type { ItemKind } from '../../../domain/items.ts';
import { dropPosition, type Section } from '../../../domain/reorder.ts';
import { DELETE_TARGET_ID, parseItemKey, parseSectionTarget } from './item-key.ts';

type ItemRef = { kind: ItemKind; id: number };

export type DropTarget =
  | { type: 'delete' }
  | {
      type: 'move';
      section: Section;
      index: number;
      indicator: { key: string; position: 'above' | 'below' } | null;
    };

const same = (a: ItemRef) => (b: ItemRef) => a.kind === b.kind && a.id === b.id;

/**
 * Where a drop over `overId` puts the dragged item. With a pointer, the upper 40% of the row under it means
 * above (core §4); from the keyboard, moving down the list lands below the row, moving up lands above it.
 */
export function resolveDrop(
  view: BudgetView,
  active: ItemRef,
  overId: string,
  overRect: { top: number; height: number } | null,
  pointerY: number | null,
): DropTarget | null {
  if (overId === DELETE_TARGET_ID) return { type: 'delete' };
  const section = parseSectionTarget(overId);
  if (section !== null) {
    const length = view.sections[section]?.items.length ?? 0;
    return { type: 'move', section, index: length, indicator: null };
  }

  const over = parseItemKey(overId);
  if (!over || same(over)(active)) return null;
  const overSection: Section = view.sections.findIndex(({ items }) => items.some(same(over)));
  if (overSection === -1) return null;

  let position: 'above' | 'below';
  if (pointerY !== null && overRect) position = dropPosition(pointerY, overRect.top, overRect.height);
  else {
    const order = listedItems(view);
    position = order.findIndex(same(active)) < order.findIndex(same(over)) ? 'below' : 'above';
  }
  const destination = (view.sections[overSection]?.items ?? []).filter((row) => !same(active)(row));
  const index = destination.findIndex(same(over)) + (position === 'below' ? 1 : 0);
  return { type: 'move', section: overSection, index, indicator: { key: overId, position } };
}
