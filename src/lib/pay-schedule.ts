// GET and PUT /api/pay-schedule: the budget screen cuts months by it, Settings changes it.
import { payScheduleResponseSchema } from '@halfwise/core/contract/pay-schedule.ts';
import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiParse, apiQuery } from './api.ts';

export const PAY_SCHEDULE_PATH = '/api/pay-schedule';

/** The signed-in person's schedule (null on 401); the key is the URL. */
export const payScheduleRead = queryOptions({
  queryKey: [PAY_SCHEDULE_PATH] as const,
  queryFn: () => apiQuery(payScheduleResponseSchema, PAY_SCHEDULE_PATH),
});

export function savePaySchedule(schedule: PaySchedule): Promise<PaySchedule> {
  return apiParse(payScheduleResponseSchema, 'PUT', PAY_SCHEDULE_PATH, schedule);
}
