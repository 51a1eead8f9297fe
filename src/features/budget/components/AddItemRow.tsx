import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { ItemKind } from '../../../domain/items.ts';
import { newItemAmountToCents } from '../../../domain/money.ts';
import { newItemKind, type AddTarget } from './add-target.ts';
import styles from './AddItemRow.module.css';

const KIND_TEXT: Readonly<Record<ItemKind, string>> = { income: 'Income', expense: 'Expense' };

interface AddItemRowProps {
  /** With a kind (ADD INCOME / ADD EXPENSE) the row adds that kind; without, it shows the inferred one. */
  target: AddTarget;
  onCreate: (name: string, amountCents: number) => void;
  onClose: () => void;
}

/**
 * Core §4 add item: Enter in the name moves to the amount; Enter or blur in the amount creates the item when
 * both are filled and the amount is above zero; blur with empty fields or Escape closes; a click outside
 * closes and clears. Without a given kind, a label follows the kind the name implies as it is typed.
 */
export function AddItemRow({ target, onCreate, onClose }: AddItemRowProps) {
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const row = useRef<HTMLDivElement>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const label = target.kind ?? 'item';
  const kind = newItemKind(target, name);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!row.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [onClose]);

  const tryCreate = (): boolean => {
    const cents = newItemAmountToCents(amount);
    if (name.trim() === '' || cents === null) return false;
    onCreate(name.trim(), cents);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, field: 'name' | 'amount') => {
    if (event.key === 'Escape') onClose();
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (field === 'name') amountInput.current?.focus();
    else if (tryCreate()) onClose();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (row.current?.contains(event.relatedTarget as Node | null)) return;
    if (event.target === amountInput.current && tryCreate()) onClose();
    else if (name.trim() === '' && amount.trim() === '') onClose();
  };

  return (
    <div
      ref={row}
      className={`${styles.row} ${target.kind ? '' : styles.inferred}`}
      onBlur={onBlur}
      role="group"
      aria-label={`New ${label}`}
    >
      <input
        className={styles.name}
        aria-label={`New ${label} name`}
        placeholder={target.kind ? `${KIND_TEXT[target.kind]} name` : 'Item name'}
        value={name}
        autoFocus
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => onKeyDown(event, 'name')}
      />
      {!target.kind && (
        <span className={`${styles.kind} ${kind === 'income' ? styles.income : ''}`} role="status">
          <span className="visually-hidden">Will be added as </span>
          {KIND_TEXT[kind]}
        </span>
      )}
      <input
        ref={amountInput}
        className={styles.amount}
        aria-label={`New ${label} amount in dollars`}
        placeholder="0"
        type="number"
        inputMode="decimal"
        step={0.01}
        min={0}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        onKeyDown={(event) => onKeyDown(event, 'amount')}
      />
    </div>
  );
}
