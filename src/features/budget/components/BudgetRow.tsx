import { MAX_ITEM_NAME_LENGTH } from '@halfwise/core/item-limits.ts';
import { memo, useMemo, type HTMLAttributes, type MouseEvent } from 'react';
import { LastChangedBy } from '../../../app/ui/LastChangedBy.tsx';
import { InlineEdit } from '../../../app/ui/InlineEdit.tsx';
import { useLastEditor } from '../../../app/session/use-last-editor.ts';
import { AMOUNT_POLICIES } from '../../../domain/money-input.ts';
import { centsToWholeDollars, formatDollars } from '../../../domain/money.ts';
import { displayName, type BudgetItem } from '../../../domain/items.ts';
import { itemDay, type MonthKey } from '../../../domain/month.ts';
import { ordinalDay, rowLabel } from '../model/row-label.ts';
import { useDragKit } from './drag-kit.ts';
import { PaidTick } from './PaidTick.tsx';
import { plainHandleListeners } from './plain-activation.ts';
import type { EditField, RowActions } from '../model/row-actions.ts';
import styles from './BudgetRow.module.css';

export interface BudgetRowProps {
  item: BudgetItem;
  month: MonthKey;
  /** The day carried-over money is for ('Remaining for Nov 15 bills'). */
  billsDay: number;
  editing: EditField | null;
  selected: boolean;
  highlighted: boolean;
  dragDisabled: boolean;
  dropIndicator: 'above' | 'below' | null;
  actions: RowActions;
}

/** What drag and drop gives a row: its node, its handle's bindings, and whether it is the one being dragged. */
export interface RowDrag {
  setNodeRef?: (element: HTMLElement | null) => void;
  setActivatorNodeRef?: (element: HTMLElement | null) => void;
  attributes: HTMLAttributes<HTMLElement>;
  listeners: HTMLAttributes<HTMLElement> | undefined;
  isDragging: boolean;
}

/** A row, sortable once the drag layer has loaded, plain (same markup, a press kept for later) before. */
export const BudgetRow = memo(function BudgetRow(props: BudgetRowProps) {
  const kit = useDragKit();
  return kit ? <kit.SortableRow {...props} /> : <PlainRow {...props} />;
});

function PlainRow(props: BudgetRowProps) {
  const { dragDisabled } = props;
  const drag = useMemo<RowDrag>(
    () => ({
      attributes: {
        role: 'button',
        tabIndex: 0,
        'aria-disabled': dragDisabled,
        'aria-roledescription': 'sortable',
      },
      listeners: dragDisabled ? undefined : plainHandleListeners,
      isDragging: false,
    }),
    [dragDisabled],
  );
  return <RowView {...props} drag={drag} />;
}

/**
 * One income or expense: a drag handle, the paid (received) tick, the name and the amount, each name and amount
 * click-to-edit. A ticked row stays in place, muted and struck through.
 */
export function RowView(props: BudgetRowProps & { drag: RowDrag }) {
  const { item, month, billsDay, editing, selected, highlighted, dropIndicator, actions } = props;
  const name = displayName(item, month, billsDay);
  const editor = useLastEditor(item.updatedBy);
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = props.drag;

  const classes = [
    styles.row,
    item.kind === 'income' ? styles.income : '',
    item.isPaid ? styles.paid : '',
    isDragging ? styles.dragging : '',
    selected ? styles.selected : '',
    highlighted ? styles.highlighted : '',
    dropIndicator ? styles[dropIndicator] : '',
    editor !== undefined ? styles.shared : '',
  ];
  const onHandleClick = (event: MouseEvent) => {
    // A keyboard "click" (detail 0) on the handle is the keyboard drag instead.
    if (event.detail !== 0) actions.toggleSelected(item);
  };

  return (
    <li ref={setNodeRef} className={classes.join(' ')} aria-label={rowLabel(item, month, billsDay)}>
      <button
        ref={setActivatorNodeRef}
        type="button"
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={`Move ${name}`}
        aria-pressed={selected}
        onClick={onHandleClick}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <PaidTick item={item} name={name} onChange={actions.setPaid} />
      <InlineEdit
        kind="text"
        classes={{ button: styles.name, field: styles.editor }}
        display={
          <>
            <span className="visually-hidden">Edit name: </span>
            {name}
          </>
        }
        initialValue={item.name}
        fieldLabel={`Name of ${name}`}
        maxLength={MAX_ITEM_NAME_LENGTH}
        editing={editing === 'name'}
        onEditingChange={(open) => (open ? actions.startEdit(item, 'name') : actions.cancelEdit())}
        onSave={(text) => actions.commitName(item, text)}
      />
      <LastChangedBy editor={editor} className={styles.changedBy} />
      <span className={styles.day} aria-hidden="true">
        {ordinalDay(itemDay(item.dateValue))}
      </span>
      <InlineEdit
        kind="amount"
        policy={AMOUNT_POLICIES.itemEdit}
        classes={{ button: styles.amount, field: `${styles.editor} ${styles.amountEditor}` }}
        noteClassName={styles.editNote}
        display={
          <>
            <span className="visually-hidden">Edit amount of {name}: </span>
            {item.kind === 'income' ? '+' : ''}
            {formatDollars(item.amount)}
          </>
        }
        initialValue={String(centsToWholeDollars(item.amount))}
        fieldLabel={`Amount of ${name} in dollars`}
        editing={editing === 'amount'}
        onEditingChange={(open) => (open ? actions.startEdit(item, 'amount') : actions.cancelEdit())}
        onSave={(cents) => actions.commitAmount(item, cents)}
      />
    </li>
  );
}
