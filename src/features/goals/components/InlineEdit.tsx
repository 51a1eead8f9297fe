import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { AMOUNT_EDIT_BLOCKED_KEYS } from '../../../domain/money.ts';
import styles from './InlineEdit.module.css';

/** text: a name; whole-dollars: step 1, '.' and ',' blocked; dollars: step 0.01. */
export type InlineEditKind = 'text' | 'whole-dollars' | 'dollars';

interface InlineEditProps {
  /** What the idle button shows. */
  display: string;
  /** What the field opens with. */
  initialValue: string;
  /** Accessible name of the idle button, e.g. 'Edit name of Trip'. */
  editLabel: string;
  /** Accessible name of the field, e.g. 'Name of Trip'. */
  fieldLabel: string;
  kind: InlineEditKind;
  /** Receives the typed text on Enter or blur; the caller decides whether it is saved. */
  onSave: (text: string) => void;
  onEditingChange?: (editing: boolean) => void;
  disabled?: boolean;
  maxLength?: number;
  className?: string;
}

/** Click to edit; Enter or blur saves, Escape cancels (core §4). */
export function InlineEdit(props: InlineEditProps) {
  const { display, initialValue, editLabel, fieldLabel, kind, onSave, onEditingChange } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // Enter closes the field and the field's removal may still report a blur: only the first close counts.
  const active = useRef(false);
  const editing = draft !== null;

  useEffect(() => {
    if (!editing && refocus.current) button.current?.focus();
    refocus.current = false;
  }, [editing]);

  const open = () => {
    active.current = true;
    setDraft(initialValue);
    onEditingChange?.(true);
  };
  const close = (save: boolean, keyboard: boolean) => {
    if (draft === null || !active.current) return;
    active.current = false;
    refocus.current = keyboard;
    setDraft(null);
    onEditingChange?.(false);
    if (save) onSave(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (kind === 'whole-dollars' && AMOUNT_EDIT_BLOCKED_KEYS.includes(event.key)) event.preventDefault();
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    // Focus returns to the button during this keydown: without preventDefault the key would click it again.
    event.preventDefault();
    close(event.key === 'Enter', true);
  };

  if (!editing) {
    return (
      <button
        ref={button}
        type="button"
        className={`${styles.display} ${props.className ?? ''}`}
        aria-label={editLabel}
        disabled={props.disabled}
        onClick={open}
      >
        {display}
      </button>
    );
  }
  const amount = kind !== 'text';
  return (
    <input
      className={`${styles.input} ${props.className ?? ''}`}
      aria-label={fieldLabel}
      value={draft}
      autoFocus
      type={amount ? 'number' : 'text'}
      inputMode={kind === 'whole-dollars' ? 'numeric' : kind === 'dollars' ? 'decimal' : undefined}
      step={kind === 'whole-dollars' ? 1 : kind === 'dollars' ? 0.01 : undefined}
      min={amount ? 0 : undefined}
      maxLength={props.maxLength}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => close(true, false)}
    />
  );
}
