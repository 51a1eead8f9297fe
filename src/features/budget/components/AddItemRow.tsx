import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { MAX_ITEM_NAME_LENGTH } from '@halfwise/core/item-limits.ts';
import { writtenTextFault } from '@halfwise/core/text-rule.ts';
import { FieldNote } from '../../../app/ui/FieldNote.tsx';
import { MoneyInput } from '../../../app/ui/MoneyInput.tsx';
import { useAmountField } from '../../../app/ui/use-amount-field.ts';
import type { ItemKind } from '../../../domain/items.ts';
import { AMOUNT_POLICIES, NAME_REQUIRED_MESSAGE } from '../../../domain/money-input.ts';
import { newItemKind, type AddTarget } from '../model/add-target.ts';
import styles from './AddItemRow.module.css';

const KIND_TEXT: Readonly<Record<ItemKind, string>> = { income: 'Income', expense: 'Expense' };
/** The fields' visible labels, over them (every input has one: issue 45, "Small screens"). */
const FIELD_TEXT = { name: 'Name', amount: 'Amount ($)' } as const;

interface AddItemRowProps {
  /** With a kind (ADD INCOME / ADD EXPENSE) the row adds that kind; without, it shows the inferred one. */
  target: AddTarget;
  onCreate: (name: string, amountCents: number) => void;
  onClose: () => void;
}

/**
 * Core §4 add item: Enter in the name moves to the amount; Enter or blur in the amount creates the item when
 * both are filled, the name is text the API takes (core/text-rule.ts) and the amount is above zero, and
 * otherwise says, next to the field, what is missing or refused (nothing is sent); blur with empty fields or Escape closes; a click outside closes and clears.
 * Without a given kind, a label follows the kind the name implies as it is typed.
 */
export function AddItemRow({ target, onCreate, onClose }: AddItemRowProps) {
  const [name, setName] = useState('');
  /** Why the name cannot be sent, once the person tried to: missing, or refused by the text rule. */
  const [nameNote, setNameNote] = useState<string | null>(null);
  const amount = useAmountField(AMOUNT_POLICIES.newItem);
  const row = useRef<HTMLDivElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const noteId = useId();
  const label = target.kind ?? 'item';
  const kind = newItemKind(target, name);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!row.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [onClose]);

  /** Creates the item, or shows why not; `fromKeyboard` also moves focus to the field at fault. */
  const tryCreate = (fromKeyboard: boolean): boolean => {
    const refusal = name.trim() === '' ? NAME_REQUIRED_MESSAGE : writtenTextFault(name);
    if (refusal) {
      setNameNote(refusal);
      if (fromKeyboard) nameInput.current?.focus();
      return false;
    }
    if (amount.outcome.kind !== 'amount') {
      amount.reveal();
      return false;
    }
    onCreate(name.trim(), amount.outcome.cents);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, field: 'name' | 'amount') => {
    if (event.key === 'Escape') onClose();
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (field === 'name') amountInput.current?.focus();
    else if (tryCreate(true)) onClose();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (row.current?.contains(event.relatedTarget as Node | null)) return;
    if (name.trim() === '' && amount.text.trim() === '') onClose();
    else if (event.target === amountInput.current && tryCreate(false)) onClose();
  };

  const nameNoteId = `${noteId}-name`;
  const amountNoteId = `${noteId}-amount`;
  const nameId = `${noteId}-name-field`;
  const amountId = `${noteId}-amount-field`;
  return (
    <div
      ref={row}
      className={`${styles.row} ${target.kind ? '' : styles.inferred}`}
      onBlur={onBlur}
      role="group"
      aria-label={`New ${label}`}
    >
      <label htmlFor={nameId} className={`${styles.label} ${styles.nameLabel}`}>
        {FIELD_TEXT.name}
      </label>
      <label htmlFor={amountId} className={`${styles.label} ${styles.amountLabel}`}>
        {FIELD_TEXT.amount}
      </label>
      <input
        ref={nameInput}
        id={nameId}
        className={styles.name}
        aria-label={`New ${label} name`}
        placeholder={target.kind ? `${KIND_TEXT[target.kind]} name` : 'Item name'}
        value={name}
        maxLength={MAX_ITEM_NAME_LENGTH}
        autoFocus
        aria-invalid={nameNote ? true : undefined}
        aria-describedby={nameNote ? nameNoteId : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setNameNote(null);
        }}
        onKeyDown={(event) => onKeyDown(event, 'name')}
      />
      {!target.kind && (
        <span className={`${styles.kind} ${kind === 'income' ? styles.income : ''}`} role="status">
          <span className="visually-hidden">Will be added as </span>
          {KIND_TEXT[kind]}
        </span>
      )}
      <MoneyInput
        ref={amountInput}
        id={amountId}
        className={styles.amount}
        mode={AMOUNT_POLICIES.newItem.mode}
        aria-label={`New ${label} amount in dollars`}
        placeholder="0"
        value={amount.text}
        noteId={amount.note ? amountNoteId : undefined}
        onValueChange={amount.setText}
        onKeyDown={(event) => onKeyDown(event, 'amount')}
      />
      {nameNote && (
        <FieldNote id={nameNoteId} className={styles.note}>
          {nameNote}
        </FieldNote>
      )}
      {amount.note && (
        <FieldNote id={amountNoteId} className={`${styles.note} ${styles.amountNote}`}>
          {amount.note}
        </FieldNote>
      )}
    </div>
  );
}
