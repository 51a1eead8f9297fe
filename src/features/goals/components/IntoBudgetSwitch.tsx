import { useId } from 'react';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog.tsx';
import {
  INTO_BUDGET_HINT,
  INTO_BUDGET_LABEL,
  KEEP_BOTH_ANSWER,
  REPLACE_ANSWER,
  replaceQuestion,
} from '../../../domain/goals-into-budget.ts';
import { useIntoBudget } from '../hooks/use-into-budget.ts';
import styles from './IntoBudgetSwitch.module.css';

/**
 * Off by default: whether each payday's set-aside shows in the budget as a 'Future Goals' line. Turning it on
 * asks once whether those lines replace the person's own 'Future Goals' expenses from this month on.
 */
export function IntoBudgetSwitch() {
  const into = useIntoBudget();
  const hintId = useId();
  const question = into.question;
  return (
    <div className={styles.switch}>
      <label className={styles.check}>
        <input
          type="checkbox"
          role="switch"
          checked={into.intoBudget}
          disabled={!into.ready}
          aria-describedby={hintId}
          onChange={(event) => into.toggle(event.target.checked)}
        />
        {INTO_BUDGET_LABEL}
      </label>
      <p id={hintId} className={styles.hint}>
        {INTO_BUDGET_HINT}
      </p>
      {question && (
        <ConfirmDialog
          open
          title="Replace your Future Goals expenses?"
          message={replaceQuestion(question.length, new Set(question.map(({ month }) => month)).size)}
          confirmLabel={REPLACE_ANSWER}
          confirmVariant="primary"
          onConfirm={into.replace}
          onCancel={into.cancel}
          alternative={{ label: KEEP_BOTH_ANSWER, onChoose: into.keepBoth }}
        />
      )}
    </div>
  );
}
