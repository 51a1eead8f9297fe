import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { namedDragAnnouncements } from '../../../app/ui/drag-announcements.ts';
import { MEASURE_DROP_ZONES_WHILE_DRAGGING } from '../../../app/ui/drag-measuring.ts';
import { listedItems, type BudgetView } from '../../../domain/budget-view.ts';
import type { BudgetItem } from '../../../domain/items.ts';
import type { Section } from '../../../domain/reorder.ts';
import { budgetCollisions } from '../model/collisions.ts';
import { dragPointerY } from '../model/drag-pointer.ts';
import { DragPreview } from './DragPreview.tsx';
import { INDICATOR_BINDING_KEY, type DragBindings, type DropIndicator } from './drag-bindings.ts';
import { parseItemKey } from '../model/item-key.ts';
import { resolveDrop, type DropTarget } from '../model/resolve-drop.ts';

export interface BudgetDndProps {
  view: BudgetView;
  nameOf: (key: string) => string;
  onMove: (moved: BudgetItem, to: { section: Section; index: number }) => void;
  onDelete: (item: BudgetItem) => void;
  bindings: DragBindings;
  children: ReactNode;
}

function findItem(view: BudgetView, key: string | null): BudgetItem | undefined {
  const ref = key === null ? null : parseItemKey(key);
  return listedItems(view).find((row) => row.kind === ref?.kind && row.id === ref.id);
}

/** `scrolledBy`: how far the page has scrolled since the drag began. */
function targetOf(
  view: BudgetView,
  event: DragMoveEvent | DragEndEvent,
  scrolledBy: number,
): DropTarget | null {
  const active = parseItemKey(String(event.active.id));
  if (!active || !event.over) return null;
  const pointerY = dragPointerY(event, scrolledBy);
  return resolveDrop(view, active, String(event.over.id), event.over.rect, pointerY);
}

/** Core §4 drag and drop: pointer, touch and keyboard; drop on a row (40% rule), an empty section or DELETE. */
export function BudgetDnd({ view, nameOf, onMove, onDelete, bindings, children }: BudgetDndProps) {
  const [indicator, setIndicator] = useState<DropIndicator>(null);
  useLayoutEffect(() => bindings.set(INDICATOR_BINDING_KEY, indicator), [bindings, indicator]);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const activeItem = findItem(view, activeKey);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // The page's own scroll (its only scrolling container) when the drag began.
  const scrollAtStart = useRef(0);
  const scrolledBy = () => window.scrollY - scrollAtStart.current;

  const onDragMove = (event: DragMoveEvent) => {
    const target = targetOf(view, event, scrolledBy());
    const next = target?.type === 'move' ? target.indicator : null;
    setIndicator((current) =>
      current?.key === next?.key && current?.position === next?.position ? current : next,
    );
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    scrollAtStart.current = window.scrollY;
    setActiveKey(String(active.id));
  };
  const onDragStop = () => {
    setIndicator(null);
    setActiveKey(null);
  };

  const onDragEnd = (event: DragEndEvent) => {
    onDragStop();
    const target = targetOf(view, event, scrolledBy());
    const item = findItem(view, String(event.active.id));
    if (!target || !item) return;
    if (target.type === 'delete') onDelete(item);
    else onMove(item, { section: target.section, index: target.index });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={budgetCollisions}
      measuring={MEASURE_DROP_ZONES_WHILE_DRAGGING}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragOver={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={onDragStop}
      accessibility={{ announcements: namedDragAnnouncements((id) => nameOf(String(id))) }}
    >
      {children}
      {/* On the body, so no list's clipping or stacking hides the row on its way to another half or DELETE. */}
      {createPortal(
        <DragOverlay dropAnimation={null}>
          {activeItem && activeKey && <DragPreview item={activeItem} name={nameOf(activeKey)} />}
        </DragOverlay>,
        document.body,
      )}
    </DndContext>
  );
}
