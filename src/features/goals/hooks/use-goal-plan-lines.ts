import { DEFAULT_PAY_SCHEDULE } from '@halfwise/core/pay-schedule.ts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { goalPlanLines } from '../../../domain/goal-plan-line.ts';
import { payScheduleRead } from '../../../lib/pay-schedule.ts';
import type { Goal } from '../api/goals-api.ts';

/** Each goal's plan line by id (src/domain/goal-plan-line.ts), dated by the person's pay schedule. */
export function useGoalPlanLines(goals: readonly Goal[], balanceCents: number): ReadonlyMap<number, string> {
  const schedule = useQuery(payScheduleRead).data ?? DEFAULT_PAY_SCHEDULE;
  return useMemo(
    // The API plans from the UTC date, as it keeps the Future Goals balance on the current UTC month.
    () => goalPlanLines(goals, { schedule, today: new Date().toISOString().slice(0, 10), balanceCents }),
    [goals, schedule, balanceCents],
  );
}
