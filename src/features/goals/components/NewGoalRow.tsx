import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import {
  DEFAULT_GOAL_EMOJI,
  MAX_GOAL_NAME_LENGTH,
  parseGoalName,
  parseNewGoalAmount,
} from '../../../domain/goals.ts';
import { AMOUNT_EDIT_BLOCKED_KEYS } from '../../../domain/money.ts';
import type { NewGoal } from '../goals-api.ts';
import styles from './NewGoalRow.module.css';

interface NewGoalRowProps {
  onCreate: (goal: NewGoal) => void;
  onClose: () => void;
}

/**
 * Core §5 new goal: Enter in the name moves to the amount; Enter in the amount, or leaving the row, adds
 * the goal. A blank name cancels the add; an unparseable amount counts as 0. Escape closes the row.
 */
export function NewGoalRow({ onCreate, onClose }: NewGoalRowProps) {
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const amountField = useRef<HTMLInputElement>(null);
  const done = useRef(false);

  const finish = (save: boolean) => {
    if (done.current) return;
    done.current = true;
    const goalName = parseGoalName(name);
    if (save && goalName !== null) {
      onCreate({ name: goalName, targetAmount: parseNewGoalAmount(amount), emoji: DEFAULT_GOAL_EMOJI });
    }
    onClose();
  };
  const onRowKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') finish(false);
  };
  const onRowBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) finish(true);
  };

  return (
    <div
      className={styles.row}
      role="group"
      aria-label="New goal"
      onKeyDown={onRowKeyDown}
      onBlur={onRowBlur}
    >
      <span className={styles.emoji} aria-hidden="true">
        {DEFAULT_GOAL_EMOJI}
      </span>
      <input
        className={styles.input}
        aria-label="Goal name"
        placeholder="Enter goal name"
        value={name}
        maxLength={MAX_GOAL_NAME_LENGTH}
        autoFocus
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && amountField.current?.focus()}
      />
      <input
        ref={amountField}
        className={`${styles.input} ${styles.amount}`}
        aria-label="Goal amount in dollars"
        placeholder="0"
        type="number"
        inputMode="numeric"
        step={1}
        min={0}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        onKeyDown={(event) => {
          if (AMOUNT_EDIT_BLOCKED_KEYS.includes(event.key)) event.preventDefault();
          if (event.key === 'Enter') {
            event.preventDefault();
            finish(true);
          }
        }}
      />
    </div>
  );
}
