import type { BudgetItem } from '../../../domain/items.ts';
import type { RowActions } from '../model/row-actions.ts';
import styles from './PaysGoalSelect.module.css';

/** The checkbox's words (docs/runway-screen.md "What-if": the runway's plan never moves or splits such a bill). */
export const FIXED_DATE_LABEL = "Due date can't move";

/** An expense's "Due date can't move" in its row's details, saved like its other fields. */
export function FixedDateCheck({
  item,
  name,
  actions,
}: {
  item: BudgetItem;
  name: string;
  actions: RowActions;
}) {
  return (
    <label className={styles.choice}>
      <input
        type="checkbox"
        className={styles.check}
        checked={item.fixedDate === true}
        aria-label={`${FIXED_DATE_LABEL}: ${name}`}
        onChange={(event) => actions.commit(item, 'fixedDate', event.target.checked)}
      />
      <span aria-hidden="true">{FIXED_DATE_LABEL}</span>
    </label>
  );
}
