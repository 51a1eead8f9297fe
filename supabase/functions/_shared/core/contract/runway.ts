// The wire contract of "Runway" (docs/api.md): GET /api/runway's query and its answer (core computeRunway).
import { z } from 'zod/mini';
import { isIsoDate } from '../iso-date.ts';
import { DEFAULT_RUNWAY_PAYCHECKS, MAX_RUNWAY_PAYCHECKS } from '../runway.ts';
import { lowPointSchema } from './budget.ts';

export const RUNWAY_PAYCHECKS_MESSAGE = `Must be a whole number from 1 to ${MAX_RUNWAY_PAYCHECKS}`;
export const RUNWAY_TODAY_MESSAGE = 'Must be a date as YYYY-MM-DD, within a day of today';

/** `?paychecks=N` (1..12, default 6) and `?today=YYYY-MM-DD` (the person's date; the server's UTC date without). */
export const runwayQuery = z.strictObject({
  paychecks: z._default(
    z.pipe(z.string().check(z.regex(/^(?:[1-9]|1[0-2])$/, RUNWAY_PAYCHECKS_MESSAGE)), z.transform(Number)),
    DEFAULT_RUNWAY_PAYCHECKS,
  ),
  today: z.optional(z.string().check(z.refine(isIsoDate, RUNWAY_TODAY_MESSAGE))),
});

export const runwayPaycheckSchema = z.object({
  date: z.string(),
  amount: z.number(),
  projected: z.boolean(),
  billsDue: z.number(),
  billsTotal: z.number(),
  endBalance: z.number(),
  lowest: lowPointSchema,
});

export const runwayResponseSchema = z.object({
  from: z.string(),
  paychecks: z.array(runwayPaycheckSchema),
  lowest: lowPointSchema,
  firstShort: z.nullable(lowPointSchema),
  projectedMonths: z.array(z.string()),
});

export type RunwayResponse = z.infer<typeof runwayResponseSchema>;
