import { addMonths, type MonthKey } from '@halfwise/core/calendar.ts';
import type { IsoDate } from '@halfwise/core/iso-date.ts';
import { DEFAULT_PAY_SCHEDULE } from '@halfwise/core/pay-schedule.ts';
import { runwayMonths, walkRunway, type RunwayRequest } from '@halfwise/core/runway.ts';
import { latestBudgetBefore, type RunwayBudget } from '@halfwise/core/runway-months.ts';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useSignedInUser } from '../../../app/session/current-user.ts';
import { useHousehold, useSharedReadOptions } from '../../../app/session/household.ts';
import { budgetRead, type BudgetRead } from '../../../lib/budget-read.ts';
import { payScheduleRead } from '../../../lib/pay-schedule.ts';
import { localToday, runwayBudgetOf, runwayGoalsOf } from '../model/runway-input.ts';

/** How far back a projection may look for the month it copies (the API looks back without end). */
const LOOK_BACK_MONTHS = 12;

type MonthQuery = UseQueryResult<BudgetRead | null>;

/** A number for each answer object (the cache holds a new object for each answer read or edited). */
const answerIds = new WeakMap<object, number>();
let lastAnswerId = 0;
function answerId(data: unknown): string {
  if (data === undefined || data === null) return String(data);
  const known = answerIds.get(data);
  if (known !== undefined) return String(known);
  answerIds.set(data, ++lastAnswerId);
  return String(lastAnswerId);
}

export interface RunwayView {
  /** Changes whenever what the runway is computed from changes (an answer read or edited in the cache). */
  stamp: string;
  /** What the runway is computed from (the what-if and the plan start from it). */
  request: RunwayRequest;
  /** The Future Goals balance of today's month, which a move from Future Goals takes from. */
  goalsBalance: number;
  walk: ReturnType<typeof walkRunway>;
  paydays: IsoDate[];
  cushion: number;
  /** Months the runway needs that this device has not kept and cannot read now (offline): they are projected. */
  unseen: MonthKey[];
  /** The budget of each month read, by month (a projected month's source among them). */
  budgets: ReadonlyMap<MonthKey, { id: number; items: number }>;
  /** The month each projected month is copied from, or none. */
  sourceOf: (month: MonthKey) => MonthKey | null;
}

/** Whether a month read holds a budget with items (one a projection can copy from). */
function hasItems(query: MonthQuery | undefined): boolean {
  const data = query?.data;
  return Boolean(data?.budget && data.incomeItems.length + data.expenseItems.length > 0);
}

/**
 * The runway of the signed-in person's budget (the owner's for a partner), computed on the device by the core's
 * walkRunway from the budget months it reads: the same reads the budget screen makes (so, offline, the months the
 * device kept), under the pay schedule and with the person's cushion. `null` while a month is still loading.
 */
export function useRunway(paychecks: number): RunwayView | null {
  const { cushion } = useSignedInUser();
  const { budgetOwnerId } = useHousehold().view;
  const shared = useSharedReadOptions();
  const [from] = useState(localToday);
  const scheduleQuery = useQuery(payScheduleRead);
  const schedule = scheduleQuery.data ?? DEFAULT_PAY_SCHEDULE;
  const needed = runwayMonths(schedule, from, paychecks);
  const lookBack = Array.from({ length: LOOK_BACK_MONTHS }, (_, back) =>
    addMonths(needed[0] as MonthKey, -back - 1),
  );
  const months = [...lookBack.reverse(), ...needed];
  const [lookingBack, setLookingBack] = useState(false);
  const queries: MonthQuery[] = useQueries({
    queries: months.map((month, index) => ({
      ...budgetRead(budgetOwnerId, month),
      ...shared,
      // The months before last month are read only when neither it nor this month has items: then a projection
      // copies from an older month.
      enabled: index >= LOOK_BACK_MONTHS || lookingBack,
    })),
  });
  const byMonth = new Map(months.map((month, index) => [month, queries[index]]));
  const waiting = (month: MonthKey) => {
    const query = byMonth.get(month);
    return query?.isPending === true && query.fetchStatus === 'fetching';
  };
  if (scheduleQuery.isPending && scheduleQuery.fetchStatus === 'fetching') return null;
  if (needed.some(waiting)) return null;
  const [lastMonth, thisMonth] = needed.map((month) => byMonth.get(month));
  const settled = (query: MonthQuery | undefined) => query?.data !== undefined;
  if (
    !lookingBack &&
    settled(lastMonth) &&
    settled(thisMonth) &&
    !hasItems(lastMonth) &&
    !hasItems(thisMonth)
  ) {
    setLookingBack(true);
    return null;
  }
  if (lookBack.some(waiting)) return null;

  const budgets: RunwayBudget[] = [];
  const ids = new Map<MonthKey, { id: number; items: number }>();
  const unseen: MonthKey[] = [];
  for (const month of months) {
    const response = byMonth.get(month)?.data;
    if (response === undefined) {
      if (needed.includes(month)) unseen.push(month);
      continue;
    }
    const budget = response ? runwayBudgetOf(month, response) : null;
    if (!budget || !response?.budget) continue;
    budgets.push(budget);
    ids.set(month, { id: response.budget.id, items: budget.items.length });
  }
  const read = months.flatMap((month) => byMonth.get(month)?.data ?? []);
  const request = { schedule, from, paychecks, cushion, budgets, goals: runwayGoalsOf(read) };
  const walk = walkRunway(request);
  return {
    stamp: [
      answerId(scheduleQuery.data),
      paychecks,
      cushion,
      budgetOwnerId,
      ...queries.map((query) => answerId(query.data)),
    ].join(' '),
    request,
    goalsBalance: byMonth.get(needed[1] as MonthKey)?.data?.budget?.futureGoalsBalance ?? 0,
    walk,
    paydays: walk.runway.paychecks.map((row) => row.date),
    cushion,
    unseen,
    budgets: ids,
    sourceOf: (month) => latestBudgetBefore(budgets, month)?.month ?? null,
  };
}
