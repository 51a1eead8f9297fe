import {
  DndContext,
  KeyboardSensor,
  pointerWithin,
  PointerSensor,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import type { IsoDate } from '@halfwise/core/iso-date.ts';
import type { ReactNode } from 'react';
import { namedDragAnnouncements } from '../../../app/ui/drag-announcements.ts';
import { MEASURE_DROP_ZONES_WHILE_DRAGGING } from '../../../app/ui/drag-measuring.ts';
import { rowKeyboardCoordinates } from '../model/row-keys.ts';
import { WHAT_IF_TEXT } from '../model/what-if-text.ts';

/** The pointer's row; by keyboard (no pointer), the row the bill overlaps most. */
const collisions: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

interface RunwayDndProps {
  /** The bill a drag id (`bill:{id}`) stands for, by name. */
  billName: (id: number) => string;
  /** A bill dropped on another payday's row. */
  onDropBill: (id: number, payday: IsoDate) => void;
  children: ReactNode;
}

const idOf = (dragId: UniqueIdentifier, prefix: string) =>
  String(dragId).startsWith(prefix) ? String(dragId).slice(prefix.length) : null;

/** Dragging a bill to another paycheck's row: pointer, touch, and the keyboard row by row (Space, arrows, Space). */
export function RunwayDnd({ billName, onDropBill, children }: RunwayDndProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: rowKeyboardCoordinates }),
  );
  const nameOf = (id: UniqueIdentifier) => {
    const bill = idOf(id, 'bill:');
    if (bill !== null) return billName(Number(bill));
    const row = idOf(id, 'row:');
    return row === null ? String(id) : WHAT_IF_TEXT.dropOn(row);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const bill = idOf(active.id, 'bill:');
    const row = over ? idOf(over.id, 'row:') : null;
    if (bill !== null && row !== null) onDropBill(Number(bill), row);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      measuring={MEASURE_DROP_ZONES_WHILE_DRAGGING}
      accessibility={{ announcements: namedDragAnnouncements(nameOf) }}
      onDragEnd={onDragEnd}
    >
      {children}
    </DndContext>
  );
}
