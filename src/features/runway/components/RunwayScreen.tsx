import { monthLabel } from '@halfwise/core/month-names.ts';
import { DEFAULT_PAY_SCHEDULE } from '@halfwise/core/pay-schedule.ts';
import { runwayTitle } from '@halfwise/core/runway-messages.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SignedInLayout } from '../../../app/shell/SignedInLayout.tsx';
import { BackLink } from '../../../app/ui/BackLink.tsx';
import { payScheduleRead } from '../../../lib/pay-schedule.ts';
import { readRunwayChoice, saveRunwayChoice, type RunwayChoice } from '../../../lib/runway-choice.ts';
import { useRunway } from '../hooks/use-runway.ts';
import { PaycheckChoice } from './PaycheckChoice.tsx';
import { ProjectedMonths } from './ProjectedMonths.tsx';
import { RunwayChart } from './RunwayChart.tsx';
import { RunwaySummary } from './RunwaySummary.tsx';
import { RunwayTable } from './RunwayTable.tsx';
import styles from './RunwayScreen.module.css';

/** Route /budget/runway: the next paychecks across month ends, and the day the money runs lowest. */
export function RunwayScreen() {
  const [choice, setChoice] = useState<RunwayChoice>(readRunwayChoice);
  const choose = (next: RunwayChoice) => {
    saveRunwayChoice(next);
    setChoice(next);
  };
  const view = useRunway(choice);
  const schedule = useQuery(payScheduleRead).data ?? DEFAULT_PAY_SCHEDULE;
  const title = runwayTitle(choice);
  return (
    <SignedInLayout>
      <div className={styles.column}>
        <BackLink to="/">Back to budget</BackLink>
        <div className={styles.head}>
          <h1 className={styles.title}>{title}</h1>
          <PaycheckChoice value={choice} onChange={choose} />
        </div>
        {view === null ? (
          <p className={styles.loading} role="status">
            Working out your runway…
          </p>
        ) : (
          <>
            <RunwaySummary runway={view.walk.runway} schedule={schedule} />
            {view.unseen.length > 0 && (
              <p className={styles.unseen} role="note">
                Not on this device: {view.unseen.map(monthLabel).join(', ')}. Those months are projected from
                the ones it holds until you are back online.
              </p>
            )}
            <RunwayTable
              rows={view.walk.runway.paychecks}
              caption={`${title}: each payday, the bills due before the next one, and the balance by the plan from today`}
            />
            <RunwayChart
              steps={view.walk.steps}
              until={view.walk.until}
              paydays={view.paydays}
              lowest={view.walk.runway.lowest}
              cushion={view.cushion}
            />
            <ProjectedMonths
              months={view.walk.runway.projectedMonths.filter((month) => !view.unseen.includes(month))}
              sourceOf={(month) => {
                const source = view.sourceOf(month);
                const budget = source ? view.budgets.get(source) : undefined;
                return source && budget ? { month: source, id: budget.id } : null;
              }}
            />
          </>
        )}
      </div>
    </SignedInLayout>
  );
}
