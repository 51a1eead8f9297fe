import type { ItemKind } from '../../../domain/items.ts';
import { DELETE_BINDING_KEY, useDragBinding, type DeleteTarget } from './drag-bindings.ts';
import { BOTTOM_BAR_MARK } from '../../../app/toast/bottom-toast-inset.ts';
import { notify } from '../../../app/toast/notify.ts';
import { DELETE_HINT } from '../model/delete-hint.ts';
import styles from './ActionBar.module.css';

interface ActionBarProps {
  onAdd: (kind: ItemKind) => void;
  /** Deletes the row picked by its handle; null when none is picked. */
  onDeletePicked: (() => void) | null;
  onCopy: () => void;
}

const NOT_BOUND: DeleteTarget = { dragging: false, isOver: false };

/** Core §2 bottom action bar, fixed within thumb reach: ADD INCOME, ADD EXPENSE, DELETE (drop target), COPY BUDGET. */
export function ActionBar({ onAdd, onDeletePicked, onCopy }: ActionBarProps) {
  const { setNodeRef, isOver, dragging } = useDragBinding<DeleteTarget>(DELETE_BINDING_KEY) ?? NOT_BOUND;
  const deleteClasses = [
    styles.button,
    styles.delete,
    dragging ? styles.armed : '',
    isOver ? styles.over : '',
  ];

  return (
    <div className={styles.bar} role="toolbar" aria-label="Budget actions" {...BOTTOM_BAR_MARK}>
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
          onClick={onDeletePicked ?? (() => notify({ ...DELETE_HINT, placement: 'bottom' }))}
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
