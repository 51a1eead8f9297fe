import { useDndContext, useDroppable } from '@dnd-kit/core';
import type { ItemKind } from '../../../domain/items.ts';
import { DELETE_TARGET_ID } from '../model/item-key.ts';
import styles from './ActionBar.module.css';

interface ActionBarProps {
  onAdd: (kind: ItemKind) => void;
  /** Deletes the row picked by its handle; null when none is picked. */
  onDeletePicked: (() => void) | null;
  onCopy: () => void;
}

/** Core §2 bottom action bar, fixed within thumb reach: ADD INCOME, ADD EXPENSE, DELETE (drop target), COPY BUDGET. */
export function ActionBar({ onAdd, onDeletePicked, onCopy }: ActionBarProps) {
  const { setNodeRef, isOver } = useDroppable({ id: DELETE_TARGET_ID });
  const dragging = useDndContext().active !== null;
  const deleteClasses = [
    styles.button,
    styles.delete,
    dragging ? styles.armed : '',
    isOver ? styles.over : '',
  ];

  return (
    <div className={styles.bar} role="toolbar" aria-label="Budget actions">
      <div className={styles.inner}>
        <button type="button" className={styles.button} onClick={() => onAdd('income')}>
          ADD INCOME
        </button>
        <button type="button" className={styles.button} onClick={() => onAdd('expense')}>
          ADD EXPENSE
        </button>
        <button
          ref={setNodeRef}
          type="button"
          className={deleteClasses.join(' ')}
          title={onDeletePicked ? 'Delete the picked item' : 'Drop an item here to delete it'}
          onClick={onDeletePicked ?? undefined}
        >
          DELETE
        </button>
        <button type="button" className={styles.button} onClick={onCopy}>
          COPY BUDGET
        </button>
      </div>
    </div>
  );
}
