import type { MonthKey } from '@halfwise/core/calendar.ts';
import { monthLabel, monthName } from '@halfwise/core/month-names.ts';
import { setUpMonthLabel } from '@halfwise/core/runway-messages.ts';
import { Button } from '../../../app/ui/Button.tsx';
import { offlineRefusal } from '../../../app/ui/needs-network.ts';
import { useSetUpMonth } from '../hooks/use-set-up-month.ts';
import styles from './RunwayScreen.module.css';

interface ProjectedMonthsProps {
  months: readonly MonthKey[];
  /** The month each is projected from, and that month's budget id; null when there is none to copy. */
  sourceOf: (month: MonthKey) => { month: MonthKey; id: number } | null;
}

/** Each month the runway projected, what it was copied from, and one tap to set it up that way. */
export function ProjectedMonths({ months, sourceOf }: ProjectedMonthsProps) {
  const setUp = useSetUpMonth();
  if (months.length === 0) return null;
  return (
    <ul className={styles.projectedList}>
      {months.map((month) => {
        const source = sourceOf(month);
        const pending = setUp.isPending && setUp.variables.month === month;
        const failed = setUp.isError && setUp.variables.month === month;
        return (
          <li key={month}>
            <p>
              {monthLabel(month)} has no budget yet:{' '}
              {source
                ? `its rows are projected from ${monthName(source.month)}.`
                : 'there is no month to project it from.'}
            </p>
            {source && (
              <Button
                variant="secondary"
                disabled={setUp.isPending}
                onClick={() => {
                  // A copy cannot wait in the offline queue: offline, a toast says it needs the network.
                  if (!offlineRefusal(setUpMonthLabel(month))) setUp.mutate({ sourceId: source.id, month });
                }}
              >
                {pending ? 'Setting up…' : setUpMonthLabel(month)}
              </Button>
            )}
            {failed && (
              <p className={styles.error} role="alert">
                {setUp.error instanceof Error ? setUp.error.message : String(setUp.error)}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
