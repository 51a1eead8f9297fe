// The wire contract of "Pay schedule" (docs/api.md): GET and PUT /api/pay-schedule answer the schedule itself.
import { payScheduleSchema } from '../pay-schedule-schema.ts';

/** `{ kind, days }`, `{ kind, anchor }` or `{ kind, day }`: the same shape PUT accepts. */
export const payScheduleResponseSchema = payScheduleSchema;
