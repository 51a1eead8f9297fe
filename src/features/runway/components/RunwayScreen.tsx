import { monthLabel } from '@halfwise/core/month-names.ts';
import { DEFAULT_PAY_SCHEDULE } from '@halfwise/core/pay-schedule.ts';
import { runwayTitle } from '@halfwise/core/runway-messages.ts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { SignedInLayout } from '../../../app/shell/SignedInLayout.tsx';
import { BackLink } from '../../../app/ui/BackLink.tsx';
import { useUndo } from '../../../app/undo/use-undo.ts';
import { payScheduleRead } from '../../../lib/pay-schedule.ts';
import {
  PLAN_OPEN,
  readRunwayChoice,
  RUNWAY_PATH,
  saveRunwayChoice,
  type RunwayChoice,
  type RunwaySearch,
} from '../../../lib/runway-choice.ts';
import { useRunway, type RunwayView } from '../hooks/use-runway.ts';
import { useGoalsReplan } from '../hooks/use-goals-replan.ts';
import { usePlan, useWhatIf } from '../hooks/use-what-if.ts';
import { billTargets } from '../model/what-if.ts';
import { WHAT_IF_TEXT } from '../model/what-if-text.ts';
import { PaycheckChoice } from './PaycheckChoice.tsx';
import { PlanPanel } from './PlanPanel.tsx';
import { ProjectedMonths } from './ProjectedMonths.tsx';
import { RunwayChart } from './RunwayChart.tsx';
import { RunwayDnd } from './RunwayDnd.tsx';
import { RunwaySummary } from './RunwaySummary.tsx';
import { RunwayTable } from './RunwayTable.tsx';
import { WhatIfBar } from './WhatIfBar.tsx';
import styles from './RunwayScreen.module.css';

/** Route /budget/runway: the next paychecks across month ends, and the day the money runs lowest. */
export function RunwayScreen() {
  const [choice, setChoice] = useState<RunwayChoice>(readRunwayChoice);
  const choose = (next: RunwayChoice) => {
    saveRunwayChoice(next);
    setChoice(next);
  };
  useUndo();
  const view = useRunway(choice);
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
          <RunwayBody view={view} title={title} />
        )}
      </div>
    </SignedInLayout>
  );
}

/** The runway once its months are read: the what-if and the plan on it. */
function RunwayBody({ view, title }: { view: RunwayView; title: string }) {
  const schedule = useQuery(payScheduleRead).data ?? DEFAULT_PAY_SCHEDULE;
  const search: RunwaySearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const planOpen = search.plan === PLAN_OPEN.plan;
  const setPlanOpen = (open: boolean) =>
    void navigate({ to: RUNWAY_PATH, search: open ? PLAN_OPEN : {}, replace: true });
  const replan = useGoalsReplan(view);
  const whatIf = useWhatIf(view, replan);
  const { plan, setAsidesLater } = usePlan(view, planOpen, replan);
  const { walk } = whatIf;
  const paydays = walk.runway.paychecks.map((row) => row.date);
  const targetsFor = billTargets(view.request, paydays);
  const billName = (id: number) =>
    view.request.budgets
      .flatMap((budget) => budget.items)
      .find((item) => item.kind === 'expense' && item.id === id)?.name ?? 'A bill';
  return (
    <>
      <RunwaySummary runway={walk.runway} schedule={schedule} whatIf={whatIf.changes.length > 0} />
      <WhatIfBar
        count={whatIf.changes.length}
        problem={whatIf.problem}
        setAsidesLater={whatIf.setAsidesLater || setAsidesLater}
        onApply={whatIf.apply}
        onReset={whatIf.reset}
      />
      <PlanPanel
        open={planOpen}
        short={view.walk.runway.firstShort !== null}
        plan={plan}
        onToggle={setPlanOpen}
        onTake={whatIf.replace}
      />
      {view.unseen.length > 0 && (
        <p className={styles.unseen} role="note">
          Not on this device: {view.unseen.map(monthLabel).join(', ')}. Those months are projected from the
          ones it holds until you are back online.
        </p>
      )}
      <p className={styles.hint}>{WHAT_IF_TEXT.hint}</p>
      <RunwayDnd billName={billName} onDropBill={whatIf.moveToRow}>
        <RunwayTable
          rows={walk.runway.paychecks}
          caption={`${title}: each payday, the bills due before the next one, and the balance by the plan from today.`}
          whatIf={{
            lines: whatIf.lines,
            changedRows: whatIf.changedRows,
            targetsFor,
            today: view.request.from,
            changes: whatIf.changes,
            onChange: whatIf.change,
            onDrop: whatIf.drop,
          }}
        />
      </RunwayDnd>
      <RunwayChart
        steps={walk.steps}
        until={walk.until}
        paydays={paydays}
        lowest={walk.runway.lowest}
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
  );
}
