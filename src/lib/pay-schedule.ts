// GET and PUT /api/pay-schedule: the budget screen cuts months by it, Settings changes it.
import { payScheduleResponseSchema } from '@halfwise/core/contract/pay-schedule.ts';
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { queryOptions } from '@tanstack/react-query';
import { answerOf, readOf } from './api.ts';
import { api } from './api-client.ts';

/** The signed-in person's schedule (null on 401); the key is the path. */
export const payScheduleRead = queryOptions({
  queryKey: ['/api/pay-schedule'] as const,
  queryFn: () => readOf(api['pay-schedule'].$get(), payScheduleResponseSchema),
});

export function savePaySchedule(schedule: PaySchedule): Promise<PaySchedule> {
  return answerOf(api['pay-schedule'].$put({ json: schedule }), payScheduleResponseSchema);
}
