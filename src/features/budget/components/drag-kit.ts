import { createContext, useContext, type ComponentType } from 'react';
import type { ActionBarProps } from './ActionBar.tsx';
import type { BudgetDndProps } from './BudgetDnd.tsx';
import type { BudgetRowProps } from './BudgetRow.tsx';
import type { BudgetSectionProps } from './BudgetSection.tsx';

/**
 * Drag and drop (dnd-kit and the board's sortable parts, BoardDrag.tsx) loads after the month's first paint
 * (docs/frontend.md, "A returning user's first screen"): until then the rows, sections and DELETE are drawn
 * plainly, the same markup without drag bindings, and a press on a handle is kept and replayed once the drag layer
 * is in place (BoardDragLayer.tsx).
 */
export interface DragKit {
  BudgetDnd: ComponentType<BudgetDndProps>;
  SortableRow: ComponentType<BudgetRowProps>;
  SortableSection: ComponentType<BudgetSectionProps>;
  DroppableActionBar: ComponentType<ActionBarProps>;
}

export const DragKitContext = createContext<DragKit | null>(null);

/** The loaded drag layer, or null while the board is still plain. */
export function useDragKit(): DragKit | null {
  return useContext(DragKitContext);
}
