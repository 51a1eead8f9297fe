import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { FieldNote } from '../../../app/ui/FieldNote.tsx';
import { MoneyInput } from '../../../app/ui/MoneyInput.tsx';
import { useAmountField } from '../../../app/ui/use-amount-field.ts';
import { DEFAULT_GOAL_EMOJI, MAX_GOAL_NAME_LENGTH } from '@halfwise/core/goal-contract.ts';
import { parseGoalName } from '../../../domain/goals.ts';
import { AMOUNT_POLICIES } from '../../../domain/money-input.ts';
import type { NewGoal } from '../api/goals-api.ts';
import styles from './NewGoalRow.module.css';

interface NewGoalRowProps {
  onCreate: (goal: NewGoal) => void;
  onClose: () => void;
}

/**
 * Core §5 new goal: Enter in the name moves to the amount; Enter in the amount, or leaving the row, adds
 * the goal. A blank name cancels the add; an unparseable amount counts as 0. Cents or an amount over the
 * ceiling keep the row open with a note saying why. Escape closes the row.
 */
export function NewGoalRow({ onCreate, onClose }: NewGoalRowProps) {
  const [name, setName] = useState('');
  const amount = useAmountField(AMOUNT_POLICIES.goal);
  const amountField = useRef<HTMLInputElement>(null);
  const noteId = useId();
  const done = useRef(false);

  const close = () => {
    done.current = true;
    onClose();
  };
  const save = () => {
    if (done.current) return;
    const goalName = parseGoalName(name);
    if (goalName === null) return close();
    const { outcome } = amount;
    if (outcome.kind === 'refused') return amount.reveal();
    const targetAmount = outcome.kind === 'amount' ? outcome.cents : 0;
    onCreate({ name: goalName, targetAmount, emoji: DEFAULT_GOAL_EMOJI });
    close();
  };
  const onRowKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !done.current) close();
  };
  const onRowBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) save();
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
      <MoneyInput
        ref={amountField}
        className={`${styles.input} ${styles.amount}`}
        mode={AMOUNT_POLICIES.goal.mode}
        aria-label="Goal amount in dollars"
        placeholder="0"
        value={amount.text}
        noteId={amount.note ? noteId : undefined}
        onValueChange={amount.setText}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          save();
        }}
      />
      {amount.note && (
        <FieldNote id={noteId} className={styles.note}>
          {amount.note}
        </FieldNote>
      )}
    </div>
  );
}
