import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { MAX_ITEM_NAME_LENGTH } from '@halfwise/core/item-limits.ts';
import { FieldNote } from '../../../app/ui/FieldNote.tsx';
import { MoneyInput } from '../../../app/ui/MoneyInput.tsx';
import { useAmountField } from '../../../app/ui/use-amount-field.ts';
import { AMOUNT_POLICIES } from '../../../domain/money-input.ts';
import styles from './BudgetRow.module.css';

interface EditorProps<T> {
  label: string;
  onCommit: (value: T) => void;
  onCancel: () => void;
}

/** Core §4 inline edit: Enter or blur saves, Escape cancels; only the first of these counts. */
function useFinish<T>({ onCommit, onCancel }: EditorProps<T>) {
  const finished = useRef(false);
  return {
    commit(value: T) {
      if (finished.current) return;
      finished.current = true;
      onCommit(value);
    },
    cancel() {
      if (finished.current) return;
      finished.current = true;
      onCancel();
    },
  };
}

function isCancelKey(event: KeyboardEvent<HTMLInputElement>): boolean {
  if (event.key !== 'Escape') return false;
  event.stopPropagation();
  return true;
}

/** A budget row's name, up to the length the server takes. */
export function InlineNameEditor(props: EditorProps<string> & { initial: string }) {
  const [text, setText] = useState(props.initial);
  const finish = useFinish(props);
  return (
    <input
      className={styles.editor}
      aria-label={props.label}
      value={text}
      maxLength={MAX_ITEM_NAME_LENGTH}
      autoFocus
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') finish.commit(text);
        else if (isCancelKey(event)) finish.cancel();
      }}
      onBlur={() => finish.commit(text)}
    />
  );
}

/**
 * A budget row's amount in whole dollars (core §5). An empty value is not saved; any other refusal (cents,
 * over the ceiling, letters, a sign) keeps the field open with a note saying why, and nothing is sent.
 */
export function InlineAmountEditor(props: EditorProps<number> & { initial: string }) {
  const amount = useAmountField(AMOUNT_POLICIES.itemEdit, props.initial);
  const finish = useFinish(props);
  const noteId = useId();
  const save = () => {
    const { outcome } = amount;
    if (outcome.kind === 'amount') finish.commit(outcome.cents);
    else if (outcome.kind === 'quiet') finish.cancel();
    else amount.reveal();
  };
  return (
    <>
      <MoneyInput
        className={`${styles.editor} ${styles.amountEditor}`}
        mode={AMOUNT_POLICIES.itemEdit.mode}
        aria-label={props.label}
        value={amount.text}
        noteId={amount.note ? noteId : undefined}
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        onValueChange={amount.setText}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
          else if (isCancelKey(event)) finish.cancel();
        }}
        onBlur={save}
      />
      {amount.note && (
        <FieldNote id={noteId} className={styles.editNote}>
          {amount.note}
        </FieldNote>
      )}
    </>
  );
}
