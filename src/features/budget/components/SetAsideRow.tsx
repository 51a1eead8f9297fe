import {
  SET_ASIDE_LINE_EMOJI,
  SET_ASIDE_LINE_NAME,
  type SetAsideLine,
} from '@halfwise/core/set-aside-lines.ts';
import { useQuery } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { useSharedReadOptions } from '../../../app/session/household.ts';
import { useMoneyFormat } from '../../../app/session/use-money-format.ts';
import { goalsRead } from '../../../lib/goals-read.ts';
import { tickLabel } from '../model/row-label.ts';
import rowStyles from './BudgetRow.module.css';
import styles from './SetAsideRow.module.css';

interface SetAsideRowProps {
  line: SetAsideLine;
  onTick: (paid: boolean) => void;
}

/**
 * A payday's derived 'Future Goals' line (docs/budget-screen.md "Future Goals lines"): what the paycheck sets aside
 * for the goals. Not an item: it cannot be moved, renamed or deleted; only its paid tick and its details (each
 * goal's part) work.
 */
export function SetAsideRow({ line, onTick }: SetAsideRowProps) {
  const format = useMoneyFormat();
  const [open, setOpen] = useState(false);
  const goals = useQuery({ ...goalsRead, ...useSharedReadOptions(), enabled: open });
  const nameOf = (goalId: number) => goals.data?.find((goal) => goal.id === goalId)?.name ?? 'A goal';
  // A click in a section places a row picked by its handle; nothing here is a place.
  const keepInRow = (event: MouseEvent) => event.stopPropagation();
  const classes = [rowStyles.row, rowStyles.withDetails, styles.line, line.paid ? rowStyles.paid : ''];
  return (
    <div
      className={classes.join(' ')}
      role="group"
      aria-label={`${SET_ASIDE_LINE_NAME}, ${format(line.amount)}`}
    >
      <span className={styles.emoji} aria-hidden="true">
        {SET_ASIDE_LINE_EMOJI}
      </span>
      <label className={rowStyles.tick} onClick={keepInRow}>
        <input
          type="checkbox"
          className={rowStyles.tickBox}
          checked={line.paid}
          aria-label={tickLabel('expense', SET_ASIDE_LINE_NAME)}
          onChange={(event) => onTick(event.target.checked)}
        />
      </label>
      <span className={`${rowStyles.name} ${styles.name}`}>{SET_ASIDE_LINE_NAME}</span>
      <span className={rowStyles.day} aria-hidden="true" />
      <span className={`${rowStyles.amount} ${styles.amount}`}>{format(line.amount)}</span>
      <button
        type="button"
        className={rowStyles.more}
        aria-label={`Details of ${SET_ASIDE_LINE_NAME}`}
        aria-expanded={open}
        title="Details"
        onClick={(event) => {
          keepInRow(event);
          setOpen(!open);
        }}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <ul className={`${rowStyles.details} ${styles.parts}`} aria-label={`Parts of ${SET_ASIDE_LINE_NAME}`}>
          {line.parts.map((part) => (
            <li key={part.goalId} className={styles.part}>
              <span>{nameOf(part.goalId)}</span>
              <span className={styles.partAmount}>{format(part.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
