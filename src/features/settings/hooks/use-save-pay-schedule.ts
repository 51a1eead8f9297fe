import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { notify } from '../../../app/toast/notify.ts';
import { useOptimisticMutation } from '../../../app/ui/use-optimistic-mutation.ts';
import { cacheEdit } from '../../../lib/optimistic-mutation.ts';
import { payScheduleRead, savePaySchedule } from '../../../lib/pay-schedule.ts';

export const PAY_SCHEDULE_SAVED = 'Pay schedule saved';
export const PAY_SCHEDULE_NOT_SAVED = 'Your pay schedule was not saved. Please try again.';

/** PUT /api/pay-schedule, shown at once (the budget re-cuts its months from the cached schedule). */
export function useSavePaySchedule() {
  return useOptimisticMutation({
    send: (schedule: PaySchedule) => savePaySchedule(schedule),
    edits: (schedule) => [cacheEdit(payScheduleRead.queryKey, () => schedule)],
    failure: () => PAY_SCHEDULE_NOT_SAVED,
    onSaved: () => notify({ title: PAY_SCHEDULE_SAVED }),
  });
}
