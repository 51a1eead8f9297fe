// The wire contract of "Runway" (docs/api.md): GET /api/runway's query and its answer (core computeRunway), and
// the what-if, plan and apply of "What-if and the plan" (core runway-what-if.ts, runway-plan.ts).
import { z } from 'zod/mini';
import { isIsoDate } from '../iso-date.ts';
import { centsField } from '../schemas.ts';
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

/** At most this many changes in one what-if or apply. */
export const MAX_RUNWAY_CHANGES = 50;
export const RUNWAY_CHANGE_MESSAGES = {
  id: 'Must be the id of a bill or paycheck',
  kind: "Must be 'expense', 'income' or 'from-goals'",
  date: 'Must be a date as YYYY-MM-DD',
  skip: 'Must be true when given',
  split: 'Must be two parts, each { date, amount }',
  fromGoalsId: 'A move from Future Goals names no item',
  fromGoalsNeeds: 'A move from Future Goals needs a date and an amount above 0',
  what: 'Give a date, an amount, skip or split',
  splitAlone: 'A split is given alone, without a date, an amount or skip',
  changes: `Must be a list of 1 to ${MAX_RUNWAY_CHANGES} changes`,
} as const;

const changeDate = z.string().check(z.refine(isIsoDate, RUNWAY_CHANGE_MESSAGES.date));
const splitPart = z.strictObject({ date: changeDate, amount: centsField(1) });

/** One change as it arrives; its combination of fields is checked by runwayChange below. */
const changeFields = z.strictObject({
  id: z.optional(z.number().check(z.int(RUNWAY_CHANGE_MESSAGES.id), z.positive(RUNWAY_CHANGE_MESSAGES.id))),
  kind: z.enum(['expense', 'income', 'from-goals'], RUNWAY_CHANGE_MESSAGES.kind),
  date: z.optional(changeDate),
  amount: z.optional(centsField(0)),
  skip: z.optional(z.literal(true, RUNWAY_CHANGE_MESSAGES.skip)),
  split: z.optional(z.array(splitPart).check(z.length(2, RUNWAY_CHANGE_MESSAGES.split))),
});

/** The field a change's combination of fields is wrong at, and why; null when it is one of the three kinds. */
function changeProblem(change: z.output<typeof changeFields>): { path: string; message: string } | null {
  const { id, kind, date, amount, skip, split } = change;
  if (kind === 'from-goals') {
    if (id !== undefined) return { path: 'id', message: RUNWAY_CHANGE_MESSAGES.fromGoalsId };
    if (skip !== undefined || split !== undefined)
      return { path: skip !== undefined ? 'skip' : 'split', message: RUNWAY_CHANGE_MESSAGES.fromGoalsNeeds };
    if (date === undefined) return { path: 'date', message: RUNWAY_CHANGE_MESSAGES.fromGoalsNeeds };
    if (amount === undefined || amount === 0)
      return { path: 'amount', message: RUNWAY_CHANGE_MESSAGES.fromGoalsNeeds };
    return null;
  }
  if (id === undefined) return { path: 'id', message: RUNWAY_CHANGE_MESSAGES.id };
  if (split !== undefined) {
    if (date !== undefined || amount !== undefined || skip !== undefined)
      return { path: 'split', message: RUNWAY_CHANGE_MESSAGES.splitAlone };
    return null;
  }
  if (date === undefined && amount === undefined && skip === undefined)
    return { path: 'kind', message: RUNWAY_CHANGE_MESSAGES.what };
  return null;
}

/** A change of the what-if format (core runway-what-if.ts RunwayChange). */
export const runwayChange = changeFields.check(
  z.superRefine((change, context) => {
    const problem = changeProblem(change);
    if (problem)
      context.issues.push({ code: 'custom', path: [problem.path], message: problem.message, input: change });
  }),
);

const runwayChanges = z
  .array(runwayChange)
  .check(
    z.minLength(1, RUNWAY_CHANGE_MESSAGES.changes),
    z.maxLength(MAX_RUNWAY_CHANGES, RUNWAY_CHANGE_MESSAGES.changes),
  );

/** POST /api/runway/what-if: the runway's own `paychecks` and `today`, as numbers and a date, and the changes. */
export const runwayWhatIfBody = z.strictObject({
  paychecks: z._default(
    z
      .number()
      .check(
        z.int(RUNWAY_PAYCHECKS_MESSAGE),
        z.gte(1, RUNWAY_PAYCHECKS_MESSAGE),
        z.lte(MAX_RUNWAY_PAYCHECKS, RUNWAY_PAYCHECKS_MESSAGE),
      ),
    DEFAULT_RUNWAY_PAYCHECKS,
  ),
  today: z.optional(z.string().check(z.refine(isIsoDate, RUNWAY_TODAY_MESSAGE))),
  changes: runwayChanges,
});

const undoIdField = z
  .string()
  .check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'Must be 8 to 64 letters, digits or dashes'));

/** POST /api/runway/apply: the changes, and an id the app gives the apply so that one undo takes it back. */
export const runwayApplyBody = z.strictObject({
  changes: runwayChanges,
  paychecks: runwayWhatIfBody.shape.paychecks,
  today: runwayWhatIfBody.shape.today,
  undoId: z.optional(undoIdField),
});

/** DELETE /api/runway/apply/:undoId: the id the apply was given. */
export const runwayUndoParams = z.object({ undoId: undoIdField });

/** GET /api/runway/plan: the runway's own query (its own object, so the endpoint table names each by its own name). */
export const runwayPlanQuery = z.strictObject(runwayQuery.shape);

const changeAnswer = z.object({
  id: z.optional(z.number()),
  kind: z.string(),
  date: z.optional(z.string()),
  amount: z.optional(z.number()),
  skip: z.optional(z.boolean()),
  split: z.optional(z.array(z.object({ date: z.string(), amount: z.number() }))),
});

export const runwayPlanSchema = z.object({
  short: z.nullable(lowPointSchema),
  suggestions: z.array(
    z.object({ text: z.string(), changes: z.array(changeAnswer), lowest: lowPointSchema }),
  ),
});

export type RunwayPlanResponse = z.infer<typeof runwayPlanSchema>;

export const SET_ASIDES_BALANCE_MESSAGE = 'Must be a whole number of cents, 0 or more';

/**
 * GET /api/goals/set-asides: `?balance=N` (cents, the Future Goals balance to plan with; the current one when
 * absent) and the runway's `?today=`.
 */
export const setAsidesQuery = z.strictObject({
  balance: z.optional(
    z.pipe(z.string().check(z.regex(/^\d{1,12}$/, SET_ASIDES_BALANCE_MESSAGE)), z.transform(Number)),
  ),
  today: runwayQuery.shape.today,
});

/** Each payday's 'Future Goals' line amount (cents), by date, as the goals' plan makes them with that balance. */
export const setAsidesSchema = z.object({
  setAsides: z.array(z.object({ date: z.string(), amount: z.number() })),
});

export type SetAsidesResponse = z.infer<typeof setAsidesSchema>;
