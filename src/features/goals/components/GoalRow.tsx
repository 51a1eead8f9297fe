import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { MAX_GOAL_NAME_LENGTH } from '@halfwise/core/goal-contract.ts';
import { writtenTextFault } from '@halfwise/core/text-rule.ts';
import { centsToWholeDollars, formatDollars } from '../../../domain/money.ts';
import { AMOUNT_POLICIES } from '../../../domain/money-input.ts';
import type { Goal } from '../api/goals-api.ts';
import { isPendingGoal } from '../model/goal-list.ts';
import type { GoalEdits } from '../hooks/use-goal-edits.ts';
import { useState } from 'react';
import type { GoalPace } from '../../../domain/goal-pace.ts';
import { timingLabel, UNDATED_LABEL } from '../../../domain/goal-timing-form.ts';
import { CalendarIcon } from './CalendarIcon.tsx';
import { EmojiPicker } from './EmojiPicker.tsx';
import { GoalPaceBar } from './GoalPaceBar.tsx';
import { GoalTimingDialog } from './GoalTimingDialog.tsx';
import { GripIcon } from './GripIcon.tsx';
import styles from './GoalRow.module.css';
import { InlineEdit } from '../../../app/ui/InlineEdit.tsx';
import { LastChangedBy } from '../../../app/ui/LastChangedBy.tsx';
import { useLastEditor } from '../../../app/session/use-last-editor.ts';

interface GoalRowProps {
  goal: Goal;
  selected: boolean;
  onToggleSelected: (id: number) => void;
  edits: GoalEdits;
  /** Dragging is off while any field is being edited. */
  dragDisabled: boolean;
  /** What its plan says (src/domain/goal-plan-line.ts); none for an undated goal on its way. */
  planLine?: string | undefined;
  /** A dated goal's pace (src/domain/goal-pace.ts); none for an undated one. */
  pace?: GoalPace | undefined;
}

/** One goal: edge zones that select it for deletion, a drag handle, emoji, name and target. */
export function GoalRow({
  goal,
  selected,
  onToggleSelected,
  edits,
  dragDisabled,
  planLine,
  pace,
}: GoalRowProps) {
  const pending = isPendingGoal(goal);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: goal.id,
    disabled: dragDisabled,
  });
  const selectLabel = `${selected ? 'Deselect' : 'Select'} ${goal.name} for deletion`;
  const toggle = () => onToggleSelected(goal.id);
  const editor = useLastEditor(goal.updatedBy);
  const [timingOpen, setTimingOpen] = useState(false);
  const dated = timingLabel(goal) !== UNDATED_LABEL;
  const classes = [
    styles.row,
    selected ? styles.selected : '',
    isDragging ? styles.dragging : '',
    editor !== undefined ? styles.shared : '',
  ];

  return (
    <li
      ref={setNodeRef}
      className={classes.join(' ')}
      style={{ transform: CSS.Translate.toString(transform) }}
      aria-busy={pending || undefined}
    >
      <button
        type="button"
        className={`${styles.edge} ${styles.edgeStart}`}
        aria-label={selectLabel}
        aria-pressed={selected}
        onClick={toggle}
      >
        <span className={styles.tick} aria-hidden="true" />
      </button>
      <button
        ref={setActivatorNodeRef}
        type="button"
        className={styles.handle}
        disabled={dragDisabled}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${goal.name} to delete`}
      >
        <GripIcon />
      </button>
      <EmojiPicker
        emoji={goal.emoji}
        goalName={goal.name}
        onPick={(emoji) => edits.changeEmoji(goal, emoji)}
      />
      <InlineEdit
        className={styles.name}
        kind="text"
        display={goal.name}
        initialValue={goal.name}
        editLabel={`Edit name of ${goal.name}`}
        fieldLabel={`Name of ${goal.name}`}
        maxLength={MAX_GOAL_NAME_LENGTH}
        refuse={writtenTextFault}
        noteClassName={styles.nameNote}
        onSave={(text) => edits.rename(goal, text)}
        onEditingChange={edits.setEditing}
      />
      <LastChangedBy editor={editor} className={styles.changedBy} />
      <InlineEdit
        className={styles.amount}
        kind="amount"
        policy={AMOUNT_POLICIES.goal}
        noteClassName={styles.note}
        display={formatDollars(goal.targetAmount)}
        initialValue={String(centsToWholeDollars(goal.targetAmount))}
        editLabel={`Edit target of ${goal.name}: ${formatDollars(goal.targetAmount)}`}
        fieldLabel={`Target of ${goal.name} in dollars`}
        onSave={(cents) => edits.retarget(goal, cents)}
        onEditingChange={edits.setEditing}
      />
      {dated ? null : (
        // An undated goal keeps the spec's row: its date waits behind a quiet icon, not a line of its own.
        <button
          type="button"
          className={styles.addDate}
          disabled={pending}
          aria-label={`Add a date to ${goal.name}`}
          title="Add a date"
          onClick={() => setTimingOpen(true)}
        >
          <CalendarIcon />
        </button>
      )}
      {(dated || planLine !== undefined) && (
        <div className={styles.plan}>
          {dated && (
            <button
              type="button"
              className={styles.when}
              disabled={pending}
              aria-label={`Due date of ${goal.name}: ${timingLabel(goal)}`}
              onClick={() => setTimingOpen(true)}
            >
              {timingLabel(goal)}
            </button>
          )}
          {planLine !== undefined && <span>{planLine}</span>}
          {pace !== undefined && <GoalPaceBar goalName={goal.name} pace={pace} />}
        </div>
      )}
      {timingOpen && (
        <GoalTimingDialog
          goalName={goal.name}
          timing={goal}
          thisMonth={new Date().toISOString().slice(0, 7)}
          onSave={(timing) => edits.retime(goal, timing)}
          onClose={() => setTimingOpen(false)}
        />
      )}
      {/* The far edge selects too; the near edge already gives keyboard and screen-reader users the control. */}
      <button
        type="button"
        className={`${styles.edge} ${styles.edgeEnd}`}
        tabIndex={-1}
        aria-hidden="true"
        onClick={toggle}
      />
    </li>
  );
}
