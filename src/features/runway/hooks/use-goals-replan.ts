import type { RunwayGoals } from '@halfwise/core/runway.ts';
import type { WhatIfContext } from '@halfwise/core/runway-what-if.ts';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useHousehold } from '../../../app/session/household.ts';
import { setAsidesRead } from '../api/set-asides-read.ts';
import type { RunwayView } from './use-runway.ts';

export interface GoalsReplan {
  /**
   * The what-if's context. While the set-asides are in the budget, its replanGoals gives those read for the
   * balance a move from Future Goals leaves; a balance not read (yet, or offline) keeps the set-asides as they
   * are and is added to `missed`.
   */
  contextFor: (missed: Set<number>) => WhatIfContext;
  /** Reads the set-asides of these balances (those a walk missed). */
  want: (balances: readonly number[]) => void;
  /** Changes when a read arrives. */
  stamp: string;
}

/**
 * The goals' set-asides planned again as the server does (`replanGoals`): the device cannot plan them, so it reads
 * them (GET /api/goals/set-asides) for each Future Goals balance a what-if or the plan leaves.
 */
export function useGoalsReplan(view: RunwayView): GoalsReplan {
  const { budgetOwnerId } = useHousehold().view;
  const [wanted, setWanted] = useState<{ stamp: string; balances: readonly number[] }>({
    stamp: view.stamp,
    balances: [],
  });
  const balances = wanted.stamp === view.stamp ? wanted.balances : [];
  const reads = useQueries({
    queries: balances.map((balance) => setAsidesRead(budgetOwnerId, balance, view.request.from, view.stamp)),
  });
  const read = new Map<number, RunwayGoals>();
  balances.forEach((balance, index) => {
    const data = reads[index]?.data;
    if (data)
      read.set(balance, { setAsides: new Map(data.setAsides.map(({ date, amount }) => [date, amount])) });
  });
  const goals = view.request.goals;
  return {
    contextFor: (missed) => ({
      goalsBalance: view.goalsBalance,
      ...(goals && {
        replanGoals: (balance: number) => {
          // The app changes no income: with the balance as it is, the set-asides are those read with the months.
          if (balance === view.goalsBalance) return goals;
          const found = read.get(balance);
          if (!found) missed.add(balance);
          return found ?? goals;
        },
      }),
    }),
    want: (missed) => {
      if (missed.every((balance) => balances.includes(balance))) return;
      setWanted({ stamp: view.stamp, balances: [...new Set([...balances, ...missed])] });
    },
    stamp: reads.map((query) => query.dataUpdatedAt).join(' '),
  };
}
