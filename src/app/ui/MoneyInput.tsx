import type { InputHTMLAttributes, KeyboardEvent, Ref } from 'react';
import { MAX_AMOUNT_CENTS } from '../../domain/money.ts';
import { parseMoney, stepAmountText, type MoneyInputMode } from '../../domain/money-input.ts';
import styles from './MoneyInput.module.css';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'role' | 'value' | 'onChange' | 'inputMode' | 'step' | 'min' | 'max'
>;

interface MoneyInputProps extends NativeInputProps {
  mode: MoneyInputMode;
  value: string;
  onValueChange: (text: string) => void;
  /** The id of the note that says why the text is refused, while one shows. */
  noteId?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Every amount field (core §5): a text field, so typed and pasted text keep every character and one rule
 * (`parseMoney`) reads them; a spin button for assistive technology, min 0, stepped by the arrow keys ($1 in
 * whole dollars, 1¢ with cents).
 */
export function MoneyInput(props: MoneyInputProps) {
  const { mode, value, onValueChange, noteId, onKeyDown, ref, className, ...input } = props;
  // The note comes first, then whatever else describes the field (a hint).
  const describedBy = [noteId, input['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const parsed = parseMoney(value, mode);
  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    const next = stepAmountText(value, mode, event.key === 'ArrowUp' ? 1 : -1);
    if (next === null) return;
    event.preventDefault();
    onValueChange(next);
  };

  return (
    <input
      ref={ref}
      autoComplete="off"
      {...input}
      className={`${styles.money} ${className ?? ''}`}
      type="text"
      role="spinbutton"
      inputMode={mode === 'cents' ? 'decimal' : 'numeric'}
      aria-valuemin={0}
      aria-valuemax={MAX_AMOUNT_CENTS / 100}
      aria-valuenow={parsed.ok ? parsed.cents / 100 : undefined}
      aria-invalid={noteId ? true : undefined}
      aria-describedby={describedBy}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      onKeyDown={(event) => {
        step(event);
        onKeyDown?.(event);
      }}
    />
  );
}
