import { useQuery } from '@tanstack/react-query';
import type { BudgetItem } from '../../../domain/items.ts';
import { goalsRead } from '../../../lib/goals-read.ts';
import type { RowActions } from '../model/row-actions.ts';
import styles from './PaysGoalSelect.module.css';

/** The option that links no goal. */
export const NO_GOAL = 'None';

/**
 * An expense's 'Pays goal' choice in its row's details: the Future Goal whose bill it is (paid from what was set
 * aside, so not counted again against its paycheck). Shown once there is a goal to choose, or one is chosen.
 */
export function PaysGoalSelect({
  item,
  name,
  actions,
}: {
  item: BudgetItem;
  name: string;
  actions: RowActions;
}) {
  const goals = useQuery(goalsRead).data ?? [];
  const chosen = item.goalId ?? null;
  if (goals.length === 0 && chosen === null) return null;
  return (
    <label className={styles.choice}>
      <span aria-hidden="true">Pays goal</span>
      <select
        className={styles.select}
        aria-label={`Goal ${name} pays`}
        value={chosen === null ? '' : String(chosen)}
        onChange={(event) =>
          actions.commit(item, 'goalId', event.target.value === '' ? null : Number(event.target.value))
        }
      >
        <option value="">{NO_GOAL}</option>
        {goals.map((goal) => (
          <option key={goal.id} value={String(goal.id)}>
            {goal.emoji} {goal.name}
          </option>
        ))}
      </select>
    </label>
  );
}
