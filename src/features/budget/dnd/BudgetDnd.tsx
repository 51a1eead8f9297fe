import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { BudgetView } from '../../../domain/budget-view.ts';
import type { BudgetItem } from '../../../domain/items.ts';
import type { Section } from '../../../domain/reorder.ts';
import { budgetCollisions } from './collisions.ts';
import { dragPointerY } from './drag-pointer.ts';
import { parseItemKey } from './item-key.ts';
import { resolveDrop, type DropTarget } from './resolve-drop.ts';

export type DropIndicator = { key: string; position: 'above' | 'below' } | null;

const DropIndicatorContext = createContext<DropIndicator>(null);

/** The line that shows where the dragged row would land. */
export function useDropIndicator(): DropIndicator {
  return useContext(DropIndicatorContext);
}

interface BudgetDndProps {
  view: BudgetView;
  nameOf: (key: string) => string;
  onMove: (moved: BudgetItem, to: { section: Section; index: number }) => void;
  onDelete: (item: BudgetItem) => void;
  children: ReactNode;
}

function targetOf(view: BudgetView, event: DragMoveEvent | DragEndEvent): DropTarget | null {
  const active = parseItemKey(String(event.active.id));
  if (!active || !event.over) return null;
  return resolveDrop(view, active, String(event.over.id), event.over.rect, dragPointerY(event));
}

/** Core §4 drag and drop: pointer, touch and keyboard; drop on a row (40% rule), an empty section or DELETE. */
export function BudgetDnd({ view, nameOf, onMove, onDelete, children }: BudgetDndProps) {
  const [indicator, setIndicator] = useState<DropIndicator>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragMove = (event: DragMoveEvent) => {
    const target = targetOf(view, event);
    const next = target?.type === 'move' ? target.indicator : null;
    setIndicator((current) =>
      current?.key === next?.key && current?.position === next?.position ? current : next,
    );
  };

  const onDragEnd = (event: DragEndEvent) => {
    setIndicator(null);
    const target = targetOf(view, event);
    const active = parseItemKey(String(event.active.id));
    const item = [...view.early, ...view.late].find(
      (row) => row.kind === active?.kind && row.id === active.id,
    );
    if (!target || !item) return;
    if (target.type === 'delete') onDelete(item);
    else onMove(item, { section: target.section, index: target.index });
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(String(active.id))}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(String(active.id))} is over ${nameOf(String(over.id))}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(String(active.id))} was dropped on ${nameOf(String(over.id))}.` : 'Nothing moved.',
    onDragCancel: ({ active }) => `Moving ${nameOf(String(active.id))} was cancelled.`,
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={budgetCollisions}
      onDragMove={onDragMove}
      onDragOver={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={() => setIndicator(null)}
      accessibility={{ announcements }}
    >
      <DropIndicatorContext.Provider value={indicator}>{children}</DropIndicatorContext.Provider>
    </DndContext>
  );
}
