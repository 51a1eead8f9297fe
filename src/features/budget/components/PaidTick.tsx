import { useState, type MouseEvent } from 'react';
import type { BudgetItem } from '../../../domain/items.ts';
import { tickLabel } from '../model/row-label.ts';
import styles from './BudgetRow.module.css';

interface PaidTickProps {
  item: BudgetItem;
  /** The name the row shows. */
  name: string;
  onChange: (paid: boolean) => void;
}

/**
 * A row's paid (expense) or received (income) box: a native checkbox, so one click or tap, or Space while it has
 * focus, ticks it. It sits apart from the drag handle, which alone carries the drag listeners, and from the
 * click-to-edit name and amount. A row not yet saved cannot be ticked.
 */
export function PaidTick({ item, name, onChange }: PaidTickProps) {
  // A click in a section places a row picked by its handle; a tick is only a tick.
  const keepInRow = (event: MouseEvent) => event.stopPropagation();
  // The write puts the tick into the cached month a task or two after the click; until that new item arrives the
  // box shows what was clicked, so a controlled checkbox never springs back for a moment, however busy the phone.
  const [clicked, setClicked] = useState<{ on: BudgetItem; paid: boolean } | null>(null);
  const checked = clicked?.on === item ? clicked.paid : item.isPaid;
  return (
    <label className={styles.tick} onClick={keepInRow}>
      <input
        type="checkbox"
        className={styles.tickBox}
        checked={checked}
        aria-label={tickLabel(item.kind, name)}
        onChange={(event) => {
          setClicked({ on: item, paid: event.target.checked });
          onChange(event.target.checked);
        }}
      />
    </label>
  );
}
