import { DEFAULT_PAY_SCHEDULE } from '@halfwise/core/pay-schedule.ts';
import { useQuery } from '@tanstack/react-query';
import { payScheduleRead } from '../../../lib/pay-schedule.ts';

/** The person's pay schedule; `ready` once read (the default until then and after a 401). */
export function usePaySchedule() {
  const query = useQuery(payScheduleRead);
  return { schedule: query.data ?? DEFAULT_PAY_SCHEDULE, ready: !query.isPending };
}
