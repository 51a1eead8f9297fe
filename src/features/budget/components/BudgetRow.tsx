import { MAX_ITEM_NAME_LENGTH } from '@halfwise/core/item-limits.ts';
import { memo, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { LastChangedBy } from '../../../app/ui/LastChangedBy.tsx';
import { InlineEdit } from '../../../app/ui/InlineEdit.tsx';
import { useLastEditor } from '../../../app/session/use-last-editor.ts';
import { AMOUNT_POLICIES } from '../../../domain/money-input.ts';
import { centsToWholeDollars } from '../../../domain/money.ts';
import { useMoneyFormat } from '../../../app/session/use-money-format.ts';
import { displayName, type BudgetItem } from '../../../domain/items.ts';
import { itemDay, type MonthKey } from '../../../domain/month.ts';
import { detailFields, ITEM_FIELDS, ROWS_HAVE_DETAILS } from '../model/item-fields.ts';
import { itemKey } from '../model/item-key.ts';
import { ordinalDay, rowLabel } from '../model/row-label.ts';
import { rowBindingKey, useDragBinding, type RowDrag } from './drag-bindings.ts';
import { PaidTick } from './PaidTick.tsx';
import { NameExpander } from './NameExpander.tsx';
import { useNameCut } from '../hooks/use-name-cut.ts';
import { plainHandleListeners, replayPlainActivation } from './plain-activation.ts';
import { detailsShown, RowDetails } from './RowDetails.tsx';
import type { EditField, RowActions } from '../model/row-actions.ts';
import styles from './BudgetRow.module.css';

interface BudgetRowProps {
  item: BudgetItem;
  month: MonthKey;
  /** The day carried-over money is for ('Remaining for Nov 15 bills'). */
  billsDay: number;
  editing: EditField | null;
  selected: boolean;
  highlighted: boolean;
  dragDisabled: boolean;
  dropIndicator: 'above' | 'below' | null;
  /** Its details were opened last (they stay shown, emptied or not). */
  detailsOpen: boolean;
  actions: RowActions;
}

/**
 * One income or expense: a drag handle, the paid (received) tick, the name and the amount, each name and amount
 * click-to-edit. A ticked row stays in place, muted and struck through.
 */
export const BudgetRow = memo(function BudgetRow(props: BudgetRowProps) {
  const { item, month, billsDay, editing, selected, highlighted, dragDisabled, dropIndicator, actions } =
    props;
  const name = displayName(item, month, billsDay);
  const format = useMoneyFormat();
  const day = ordinalDay(itemDay(item.dateValue));
  const binding = useDragBinding<RowDrag>(rowBindingKey(itemKey(item)));
  const handleLabel = `Move ${name}`;
  const bound = binding !== undefined;
  // A press on this handle before drag and drop arrived starts its drag now.
  useEffect(() => {
    if (bound) replayPlainActivation(handleLabel);
  }, [bound, handleLabel]);
  const plain = useMemo(() => plainDrag(dragDisabled), [dragDisabled]);
  const editor = useLastEditor(item.updatedBy);
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = binding ?? plain;
  const firstDetail = detailFields(item.kind)[0];
  const [nameNode, setNameNode] = useState<HTMLSpanElement | null>(null);
  const cut = useNameCut(nameNode, name);
  const [whole, setWhole] = useState(false);

  const classes = [
    styles.row,
    item.kind === 'income' ? styles.income : '',
    item.isPaid ? styles.paid : '',
    isDragging ? styles.dragging : '',
    selected ? styles.selected : '',
    highlighted ? styles.highlighted : '',
    dropIndicator ? styles[dropIndicator] : '',
    editor !== undefined ? styles.shared : '',
    ROWS_HAVE_DETAILS ? styles.withDetails : '',
    whole ? styles.whole : '',
  ];
  const onHandleClick = (event: MouseEvent) => {
    // A keyboard "click" (detail 0) on the handle is the keyboard drag instead.
    if (event.detail !== 0) actions.toggleSelected(item);
  };

  return (
    <li ref={setNodeRef} className={classes.join(' ')} aria-label={rowLabel(item, month, billsDay, format)}>
      <button
        ref={setActivatorNodeRef}
        type="button"
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={handleLabel}
        aria-pressed={selected}
        onClick={onHandleClick}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <PaidTick item={item} name={name} onChange={(paid) => actions.commit(item, 'isPaid', paid)} />
      <InlineEdit
        kind="text"
        classes={{ button: styles.name, field: styles.editor }}
        display={
          <>
            <span ref={setNameNode} className={styles.nameText}>
              <span className="visually-hidden">Edit name: </span>
              {name}
            </span>
            <span className={styles.dayUnder} aria-hidden="true">
              {day}
            </span>
          </>
        }
        initialValue={item.name}
        fieldLabel={`Name of ${name}`}
        caption="Name"
        maxLength={MAX_ITEM_NAME_LENGTH}
        refuse={ITEM_FIELDS.name.refuse}
        noteClassName={styles.nameNote}
        editing={editing === 'name'}
        onEditingChange={(open) => (open ? actions.startEdit(item, 'name') : actions.cancelEdit())}
        onSave={(text) => actions.commit(item, 'name', text)}
      />
      {(cut || whole) && <NameExpander name={name} whole={whole} onToggle={() => setWhole(!whole)} />}
      <LastChangedBy editor={editor} className={styles.changedBy} />
      <span className={styles.day} aria-hidden="true">
        {day}
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
            {format(item.amount)}
          </>
        }
        initialValue={String(centsToWholeDollars(item.amount))}
        fieldLabel={`Amount of ${name} in dollars`}
        caption="Amount"
        editing={editing === 'amount'}
        onEditingChange={(open) => (open ? actions.startEdit(item, 'amount') : actions.cancelEdit())}
        onSave={(cents) => actions.commit(item, 'amount', cents)}
      />
      {ROWS_HAVE_DETAILS &&
        (firstDetail ? (
          <button
            type="button"
            className={styles.more}
            aria-label={`Details of ${name}`}
            title="Details"
            onClick={(event) => {
              // A click in a section places a row picked by its handle; this only opens the first detail.
              event.stopPropagation();
              actions.startEdit(item, firstDetail);
            }}
          >
            <span aria-hidden="true">⋯</span>
          </button>
        ) : (
          <span />
        ))}
      {(props.detailsOpen || detailsShown(item, editing)) && (
        <RowDetails item={item} name={name} editing={editing} actions={actions} />
      )}
    </li>
  );
});

/** The handle before drag and drop has loaded: the same attributes, and a press kept for when it has. */
function plainDrag(disabled: boolean): RowDrag {
  return {
    attributes: {
      role: 'button',
      tabIndex: 0,
      'aria-disabled': disabled,
      'aria-roledescription': 'sortable',
    },
    listeners: disabled ? undefined : plainHandleListeners,
    isDragging: false,
  };
}
