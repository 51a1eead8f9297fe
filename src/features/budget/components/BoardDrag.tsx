import { useDndContext, useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable } from '@dnd-kit/sortable';
import { memo } from 'react';
import { DELETE_TARGET_ID, itemKey, sectionTargetId } from '../model/item-key.ts';
import { keepRowsInPlace } from '../model/keep-rows-in-place.ts';
import { ActionBarView, type ActionBarProps } from './ActionBar.tsx';
import { RowView, type BudgetRowProps } from './BudgetRow.tsx';
import { SectionView, type BudgetSectionProps } from './BudgetSection.tsx';

// The board's drag and drop layer, loaded after the first paint (drag-kit.ts): the sortable versions of the row,
// the section and DELETE, and the context around them.
export { BudgetDnd } from './BudgetDnd.tsx';

export const SortableRow = memo(function SortableRow(props: BudgetRowProps) {
  const drag = useSortable({ id: itemKey(props.item), disabled: props.dragDisabled });
  return <RowView {...props} drag={drag} />;
});

export function SortableSection(props: BudgetSectionProps) {
  const { setNodeRef, isOver } = useDroppable({
    id: sectionTargetId(props.section),
    disabled: props.items.length > 0,
  });
  return (
    <SectionView
      {...props}
      drop={{
        setNodeRef,
        isOver,
        sortableList: (keys, list) => (
          <SortableContext items={keys} strategy={keepRowsInPlace}>
            {list}
          </SortableContext>
        ),
      }}
    />
  );
}

export function DroppableActionBar(props: ActionBarProps) {
  const { setNodeRef, isOver } = useDroppable({ id: DELETE_TARGET_ID });
  const dragging = useDndContext().active !== null;
  return <ActionBarView {...props} target={{ setNodeRef, isOver, dragging }} />;
}
