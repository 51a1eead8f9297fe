import { useDraggable } from '@dnd-kit/core';
import type { IsoDate } from '@halfwise/core/iso-date.ts';
import { runwayDay } from '@halfwise/core/runway-messages.ts';
import type { RunwayChange } from '@halfwise/core/runway-what-if.ts';
import { useState } from 'react';
import { useMoneyFormat } from '../../../app/session/use-money-format.ts';
import type { RowLine } from '../model/what-if.ts';
import { WHAT_IF_TEXT } from '../model/what-if-text.ts';
import { BillMenu } from './BillMenu.tsx';
import styles from './WhatIf.module.css';

/** The id a bill is dragged by: `bill:{id}`. */
export const billDragId = (id: number) => `bill:${id}`;

interface BillLineProps {
  line: RowLine;
  targets: readonly IsoDate[];
  today: IsoDate;
  changes: readonly RunwayChange[];
  onChange: (change: RunwayChange) => void;
  onDrop: (key: string) => void;
}

/** One bill of a payday row: its day, name and amount, what the what-if did to it, a drag handle and its menu. */
export function BillLine(props: BillLineProps) {
  const { line } = props;
  const format = useMoneyFormat();
  const [open, setOpen] = useState(false);
  const movable = line.kind === 'bill' && line.id !== undefined && !line.fixedDate && !line.skipped;
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: billDragId(line.id ?? 0),
    disabled: !movable,
  });
  const notes = [
    line.from && WHAT_IF_TEXT.movedFrom(line.from),
    line.skipped && WHAT_IF_TEXT.skipped,
    line.kind === 'part' && WHAT_IF_TEXT.part,
    line.kind === 'from-goals' && WHAT_IF_TEXT.fromGoals,
    line.fixedDate && WHAT_IF_TEXT.fixed,
  ].filter(Boolean);
  const classes = [styles.line, line.changed && styles.changedLine, isDragging && styles.dragging];
  return (
    <li ref={setNodeRef} className={classes.filter(Boolean).join(' ')}>
      <div className={styles.lineMain}>
        {movable ? (
          <button
            type="button"
            className={styles.handle}
            {...attributes}
            {...listeners}
            aria-label={`Drag ${line.name} to another paycheck`}
          >
            <span aria-hidden="true">⠿</span>
          </button>
        ) : (
          <span className={styles.handleSpace} aria-hidden="true" />
        )}
        <span className={styles.day}>{runwayDay(line.date)}</span>
        <span className={line.skipped ? `${styles.name} ${styles.struck}` : styles.name}>{line.name}</span>
        <span className={line.skipped ? `${styles.amountText} ${styles.struck}` : styles.amountText}>
          {line.kind === 'from-goals' ? '+' : ''}
          {format(line.amount)}
        </span>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={open}
          aria-label={WHAT_IF_TEXT.billMenu(line.name)}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">⋯</span>
        </button>
      </div>
      {notes.length > 0 && <p className={styles.lineNote}>{notes.join(' · ')}</p>}
      {open && <BillMenu {...props} />}
    </li>
  );
}
