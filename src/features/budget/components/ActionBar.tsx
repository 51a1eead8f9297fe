import type { ItemKind } from '../../../domain/items.ts';
import { useDragKit } from './drag-kit.ts';
import styles from './ActionBar.module.css';

export interface ActionBarProps {
  onAdd: (kind: ItemKind) => void;
  /** Deletes the row picked by its handle; null when none is picked. */
  onDeletePicked: (() => void) | null;
  onCopy: () => void;
}

/** Core §2 bottom action bar, fixed within thumb reach: ADD INCOME, ADD EXPENSE, DELETE (drop target), COPY BUDGET. */
export function ActionBar(props: ActionBarProps) {
  const kit = useDragKit();
  return kit ? <kit.DroppableActionBar {...props} /> : <ActionBarView {...props} target={PLAIN_TARGET} />;
}

/** What drag and drop gives DELETE: its node as a drop target, whether a row is dragged, whether it is over. */
export interface DeleteTarget {
  setNodeRef?: (element: HTMLElement | null) => void;
  dragging: boolean;
  isOver: boolean;
}

const PLAIN_TARGET: DeleteTarget = { dragging: false, isOver: false };

export function ActionBarView({
  onAdd,
  onDeletePicked,
  onCopy,
  target,
}: ActionBarProps & { target: DeleteTarget }) {
  const { setNodeRef, isOver, dragging } = target;
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
