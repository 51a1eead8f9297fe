import { useDndContext, useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable } from '@dnd-kit/sortable';
import { useLayoutEffect } from 'react';
import { DELETE_TARGET_ID, itemKey, sectionTargetId } from '../model/item-key.ts';
import { keepRowsInPlace } from '../model/keep-rows-in-place.ts';
import { BudgetDnd, type BudgetDndProps } from './BudgetDnd.tsx';
import {
  DELETE_BINDING_KEY,
  rowBindingKey,
  sectionBindingKey,
  type DeleteTarget,
  type DragBindings,
  type RowDrag,
  type SectionDrop,
} from './drag-bindings.ts';

export interface DragLayerProps extends Omit<BudgetDndProps, 'children'> {
  dragDisabled: boolean;
}

/**
 * The board's drag and drop, loaded after the first paint and rendered beside the board (drag-bindings.ts): the
 * dnd-kit context, a sortable list per section, and one binding per row, per section and for DELETE.
 */
export function DragLayer({ dragDisabled, ...dnd }: DragLayerProps) {
  const { bindings } = dnd;
  return (
    <BudgetDnd {...dnd}>
      {dnd.view.sections.map(({ items }, section) => (
        <SortableContext key={section} items={items.map(itemKey)} strategy={keepRowsInPlace}>
          <SectionBinding section={section} empty={items.length === 0} bindings={bindings} />
          {items.map((item) => (
            <RowBinding key={itemKey(item)} id={itemKey(item)} disabled={dragDisabled} bindings={bindings} />
          ))}
        </SortableContext>
      ))}
      <DeleteBinding bindings={bindings} />
    </BudgetDnd>
  );
}

/** Publishes `value` under `key` while mounted (and whenever it changes). */
function usePublish(bindings: DragBindings, key: string, value: unknown, deps: unknown[]): void {
  useLayoutEffect(() => bindings.set(key, value), [bindings, key, ...deps]); // eslint-disable-line react-hooks/exhaustive-deps
  useLayoutEffect(() => () => bindings.set(key, undefined), [bindings, key]);
}

function RowBinding({ id, disabled, bindings }: { id: string; disabled: boolean; bindings: DragBindings }) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useSortable({
    id,
    disabled,
  });
  const drag: RowDrag = { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging };
  usePublish(bindings, rowBindingKey(id), drag, [
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    isDragging,
  ]);
  return null;
}

function SectionBinding(props: { section: number; empty: boolean; bindings: DragBindings }) {
  const { setNodeRef, isOver } = useDroppable({ id: sectionTargetId(props.section), disabled: !props.empty });
  const drop: SectionDrop = { setNodeRef, isOver };
  usePublish(props.bindings, sectionBindingKey(props.section), drop, [setNodeRef, isOver]);
  return null;
}

function DeleteBinding({ bindings }: { bindings: DragBindings }) {
  const { setNodeRef, isOver } = useDroppable({ id: DELETE_TARGET_ID });
  const dragging = useDndContext().active !== null;
  const target: DeleteTarget = { setNodeRef, isOver, dragging };
  usePublish(bindings, DELETE_BINDING_KEY, target, [setNodeRef, isOver, dragging]);
  return null;
}
