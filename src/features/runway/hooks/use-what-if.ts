import { planRunway, type RunwayPlan } from '@halfwise/core/runway-plan.ts';
import type { RunwayChange } from '@halfwise/core/runway-what-if.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useHousehold } from '../../../app/session/household.ts';
import { useOptimisticMutation } from '../../../app/ui/use-optimistic-mutation.ts';
import {
  changedRows,
  dropDate,
  moveChange,
  rowLines,
  whatIfWalk,
  withChange,
  withoutChange,
  type RowLine,
} from '../model/what-if.ts';
import { applyWrite } from './apply-write.ts';
import type { GoalsReplan } from './use-goals-replan.ts';
import type { RunwayView } from './use-runway.ts';

export interface WhatIf {
  changes: readonly RunwayChange[];
  /** The runway after the changes (the runway itself when there are none). */
  walk: RunwayView['walk'];
  /** Each payday row's bills after the changes, and the rows the changes touch. */
  lines: Map<string, RowLine[]>;
  changedRows: Set<string>;
  /** Why the last change tried could not be made (it was not); null when it was. */
  problem: string | null;
  /** The set-asides a move from Future Goals changes are not read (yet, or offline): shown as they are. */
  setAsidesLater: boolean;
  /** Tries a change: made when the budgets can take it, else `problem` says why. */
  change: (change: RunwayChange) => void;
  /** A bill dropped on a payday's row: moved to the day after that payday (nothing when it is its own row). */
  moveToRow: (id: number, payday: string) => void;
  /** Drops the change of `key` (model/what-if.ts changeKey). */
  drop: (key: string) => void;
  /** Shows these changes instead (a suggestion of the plan). */
  replace: (changes: readonly RunwayChange[]) => void;
  reset: () => void;
  /** Saves the changes as one step of the undo, and starts afresh. */
  apply: () => void;
}

/**
 * The what-if of the runway screen: the changes tried, never saved until Apply, and the runway they make, worked
 * out on the device by the core from the months the runway read (offline too).
 */
export function useWhatIf(view: RunwayView, replan: GoalsReplan): WhatIf {
  const [changes, setChanges] = useState<readonly RunwayChange[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const { budgetOwnerId } = useHousehold().view;
  const applying = useOptimisticMutation(useMemo(() => applyWrite(queryClient), [queryClient]));
  const context = { goalsBalance: view.goalsBalance };
  const result = useMemo(
    () => {
      const missed = new Set<number>();
      return { ...whatIfWalk(view.request, changes, replan.contextFor(missed)), missed: [...missed] };
    },
    // The view is made afresh each render; its stamp says when what it is made from changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view.stamp, changes, replan.stamp],
  );
  useMissedSetAsides(replan, result.missed);
  const paydays = result.walk.runway.paychecks.map((row) => row.date);
  const lines = useMemo(
    () =>
      rowLines(
        view.request.budgets,
        result.changed.budgets,
        changes,
        result.walk.runway.paychecks.map((row) => row.date),
        result.walk.until,
        view.request.goals !== undefined,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view.stamp, result, changes],
  );
  const attempt = (next: readonly RunwayChange[]) => {
    const tried = whatIfWalk(view.request, next, context);
    setProblem(tried.problem);
    if (tried.problem === null) setChanges(next);
  };
  return {
    changes,
    walk: result.walk,
    lines,
    changedRows: changedRows(view.request.budgets, changes, paydays),
    problem,
    setAsidesLater: result.missed.length > 0,
    change: (change) => attempt(withChange(changes, change)),
    moveToRow: (id, payday) => {
      const own = [...lines].find(([, rowLines]) =>
        rowLines.some((line) => line.id === id && line.kind === 'bill'),
      );
      if (own?.[0] === payday) return;
      attempt(withChange(changes, moveChange(changes, id, dropDate(payday, view.request.from))));
    },
    drop: (key) => attempt(withoutChange(changes, key)),
    replace: (next) => attempt(next),
    reset: () => {
      setProblem(null);
      setChanges([]);
    },
    apply: () => {
      if (changes.length === 0) return;
      applying.mutate({
        changes: [...changes],
        paychecks: view.request.paychecks,
        today: view.request.from,
        undoId: crypto.randomUUID(),
        ownerId: budgetOwnerId,
        idempotencyKey: crypto.randomUUID(),
      });
      setProblem(null);
      setChanges([]);
    },
  };
}

/** Asks for the set-asides of the balances a walk missed, once it has rendered. */
function useMissedSetAsides(replan: GoalsReplan, missed: readonly number[]) {
  const { want } = replan;
  const key = missed.join(' ');
  useEffect(() => {
    if (key !== '') want(key.split(' ').map(Number));
    // `want` is made afresh each render; the balances say when there is something new to read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/**
 * The plan for the runway as it is (without the what-if), worked out only while it is asked for; `setAsidesLater`
 * while a move from Future Goals it tries has set-asides not read (yet, or offline).
 */
export function usePlan(
  view: RunwayView,
  open: boolean,
  replan: GoalsReplan,
): { plan: RunwayPlan | null; setAsidesLater: boolean } {
  const result = useMemo(
    () => {
      if (!open) return { plan: null, missed: [] };
      const missed = new Set<number>();
      return { plan: planRunway(view.request, replan.contextFor(missed)), missed: [...missed] };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view.stamp, open, replan.stamp],
  );
  useMissedSetAsides(replan, result.missed);
  return { plan: result.plan, setAsidesLater: result.missed.length > 0 };
}
