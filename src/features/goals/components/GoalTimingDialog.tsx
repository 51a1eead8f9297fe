import type { GoalTiming } from '@halfwise/core/goal-plan.ts';
import { MAX_REPEAT_MONTHS, MIN_REPEAT_MONTHS } from '@halfwise/core/goal-timing.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../app/ui/Button.tsx';
import { FieldNote } from '../../../app/ui/FieldNote.tsx';
import {
  readTimingDraft,
  timingDraft,
  type TimingDraft,
  type TimingKind,
} from '../../../domain/goal-timing-form.ts';
import styles from './GoalTimingDialog.module.css';

interface GoalTimingDialogProps {
  goalName: string;
  timing: GoalTiming;
  /** The current UTC month: the first a goal may be due by. */
  thisMonth: string;
  onSave: (timing: GoalTiming) => void;
  onClose: () => void;
}

const KINDS: readonly { kind: TimingKind; label: string }[] = [
  { kind: 'none', label: 'No date' },
  { kind: 'month', label: 'By a month' },
  { kind: 'repeat', label: 'Repeats, like a yearly bill' },
];

/** When a goal is due: no date (the spec's 12 months), by a month, or every few months from a due day. */
export function GoalTimingDialog({ goalName, timing, thisMonth, onSave, onClose }: GoalTimingDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState<TimingDraft>(() => timingDraft(timing, thisMonth));
  const [refusal, setRefusal] = useState<{ field: string; message: string } | null>(null);
  const id = useId();
  const titleId = `${id}-title`;

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const change = (fields: Partial<TimingDraft>) => {
    setDraft((current) => ({ ...current, ...fields }));
    setRefusal(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readTimingDraft(draft, thisMonth);
    if (!read.ok) return setRefusal(read);
    onSave(read.timing);
    onClose();
  };
  const noteFor = (field: string) =>
    refusal?.field === field ? <FieldNote id={`${id}-${field}-note`}>{refusal.message}</FieldNote> : null;
  const describedBy = (field: string) => (refusal?.field === field ? `${id}-${field}-note` : undefined);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        When is {goalName} due?
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.kinds}>
          <legend className={styles.label}>Due</legend>
          {KINDS.map(({ kind, label }) => (
            <label key={kind} className={styles.kind}>
              <input
                type="radio"
                name={`${id}-kind`}
                checked={draft.kind === kind}
                onChange={() => change({ kind })}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {draft.kind === 'month' && (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-month`}>
              Target month
            </label>
            <input
              id={`${id}-month`}
              className={styles.input}
              type="month"
              min={thisMonth}
              value={draft.month}
              aria-describedby={describedBy('month')}
              onChange={(event) => change({ month: event.target.value })}
            />
            {noteFor('month')}
          </div>
        )}
        {draft.kind === 'repeat' && (
          <>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-every`}>
                Every how many months
              </label>
              <input
                id={`${id}-every`}
                className={styles.input}
                type="number"
                inputMode="numeric"
                min={MIN_REPEAT_MONTHS}
                max={MAX_REPEAT_MONTHS}
                step={1}
                value={draft.every}
                aria-describedby={describedBy('every')}
                onChange={(event) => change({ every: event.target.value })}
              />
              {noteFor('every')}
            </div>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-due`}>
                Next due
              </label>
              <input
                id={`${id}-due`}
                className={styles.input}
                type="date"
                value={draft.nextDue}
                aria-describedby={describedBy('nextDue')}
                onChange={(event) => change({ nextDue: event.target.value })}
              />
              {noteFor('nextDue')}
            </div>
          </>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </div>
      </form>
    </dialog>
  );
}
