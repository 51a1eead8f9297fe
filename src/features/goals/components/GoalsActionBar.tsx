import { useDroppable } from '@dnd-kit/core';
import { Button } from '../../../app/ui/Button.tsx';
import { DELETE_DROP_ID } from '../model/delete-drop-id.ts';
import { BOTTOM_BAR_MARK } from '../../../app/toast/bottom-toast-inset.ts';
import styles from './GoalsActionBar.module.css';

interface GoalsActionBarProps {
  dragging: boolean;
  /** The goal selected for deletion, if any. */
  selectedName: string | null;
  onAdd: () => void;
  onDelete: () => void;
}

/** ADD GOAL, and DELETE: deletes the selected goal, and is the drop target that reads DROP HERE while dragging. */
export function GoalsActionBar({ dragging, selectedName, onAdd, onDelete }: GoalsActionBarProps) {
  const { isOver, setNodeRef } = useDroppable({ id: DELETE_DROP_ID });
  const deleteClasses = [styles.delete, dragging ? styles.armed : '', isOver ? styles.over : ''];
  return (
    <div className={styles.bar} {...BOTTOM_BAR_MARK}>
      <Button onClick={onAdd}>ADD GOAL</Button>
      <div ref={setNodeRef} className={styles.dropZone}>
        <Button
          variant="danger"
          className={deleteClasses.join(' ')}
          disabled={!dragging && selectedName === null}
          aria-label={dragging ? 'DROP HERE' : selectedName ? `DELETE ${selectedName}` : 'DELETE'}
          data-over={isOver || undefined}
          onClick={onDelete}
          fullWidth
        >
          {dragging ? 'DROP HERE' : 'DELETE'}
        </Button>
      </div>
    </div>
  );
}
