// Request schemas of the budget API, with messages that name the field (docs/api.md, "Budgets and items").
import { z } from 'zod/mini';
import { isMonthKey, parseMonthParam, type MonthKey } from './calendar.ts';
import { DUE_DATE_MESSAGE, isDueDate, readDueDate } from './due-date.ts';
import {
  belowMinimum,
  centsField,
  FIELD_MESSAGES,
  textField,
  uuidParam,
  wholeCents,
  writtenTextField,
} from './schemas.ts';

/** Item amounts and balances: at most one million dollars, in cents (docs/database.md). */
import { MAX_AMOUNT_CENTS as MAX_CENTS } from './money-limits.ts';
import { MAX_ITEM_NAME_LENGTH, MAX_ITEM_NOTE_LENGTH } from './item-limits.ts';
import { changesSomething } from './patch-body.ts';
const MAX_SORT_ORDER = 2_147_483_647;

/** Shown after the field's name ('month: Must be …'), as every API message is. */
export const BUDGET_MESSAGES = {
  month: 'Must be a month as yyyy-MM, or a month name with the year',
  monthKey: 'Must be a month as yyyy-MM',
  year: 'Must be a year like 2026',
  yearMismatch: "Must be the month's year",
  carryForwardFloor: `Must be at least -${MAX_CENTS} cents`,
  nameRequired: 'Name is required',
  nameLength: `Must be at most ${MAX_ITEM_NAME_LENGTH} characters`,
  text: 'Must be text',
  paid: 'Must be true or false',
  noteLength: `Must be at most ${MAX_ITEM_NOTE_LENGTH} characters`,
  sortOrder: 'Must be a whole number',
  priority: 'Must be a whole number from 1 to 5',
  categoryRequired: 'Category is required',
  categoryLength: 'Must be at most 40 characters',
  goalId: 'Must be one of your Future Goals, or null',
  fixedDate: 'Must be true or false',
} as const;

/** A bigint id in a path segment. */
export const idParam = z.pipe(
  textField().check(z.regex(/^[1-9]\d{0,14}$/, FIELD_MESSAGES.id)),
  z.transform(Number),
);
const idField = z
  .number({ error: FIELD_MESSAGES.id })
  .check(
    z.int(FIELD_MESSAGES.id),
    z.positive(FIELD_MESSAGES.id),
    z.lte(Number.MAX_SAFE_INTEGER, FIELD_MESSAGES.id),
  );

/**
 * Resolves `month` (yyyy-MM or a month name) with `year` into a MonthKey, or reports the field at fault:
 * the month when it cannot be read, the year when it disagrees with a yyyy-MM month.
 */
function resolveMonth(
  input: { month: string; year: number },
  ctx: z.core.ParsePayload,
  fields: { month: string; year: string },
  allowNames: boolean,
): MonthKey {
  const key = allowNames || isMonthKey(input.month) ? parseMonthParam(input.month, input.year) : null;
  if (key) return key;
  const yearAtFault = isMonthKey(input.month);
  ctx.issues.push({
    code: 'custom',
    input,
    path: [yearAtFault ? fields.year : fields.month],
    message: yearAtFault
      ? BUDGET_MESSAGES.yearMismatch
      : allowNames
        ? BUDGET_MESSAGES.month
        : BUDGET_MESSAGES.monthKey,
  });
  return z.NEVER;
}

/** A whole number from `min` to `max`, every problem told with `message`. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));

const yearField = wholeNumber(1900, 9999, BUDGET_MESSAGES.year);
const monthText = textField(BUDGET_MESSAGES.month);

/** GET /api/budget/:userId/:month/:year — month as yyyy-MM or the Goals screen's month name. */
export const budgetMonthParams = z.pipe(
  z.object({
    userId: uuidParam,
    month: monthText,
    year: z.pipe(textField().check(z.regex(/^\d{4}$/, BUDGET_MESSAGES.year)), z.transform(Number)),
  }),
  z.transform(({ userId, month, year }, ctx) => ({
    userId,
    month: resolveMonth({ month, year }, ctx, { month: 'month', year: 'year' }, true),
  })),
);

/** POST /api/budget */
export const createBudgetBody = z.pipe(
  z.strictObject({
    userId: uuidParam,
    month: monthText,
    year: yearField,
    carryForward: z._default(
      z
        .number({ error: FIELD_MESSAGES.wholeCents })
        .check(
          z.int(FIELD_MESSAGES.wholeCents),
          z.gte(-MAX_CENTS, BUDGET_MESSAGES.carryForwardFloor),
          z.lte(MAX_CENTS, FIELD_MESSAGES.centsCeiling),
        ),
      0,
    ),
  }),
  z.transform(({ userId, month, year, carryForward }, ctx) => ({
    userId,
    month: resolveMonth({ month, year }, ctx, { month: 'month', year: 'year' }, true),
    year,
    carryForward,
  })),
);

export const budgetIdParams = z.object({ budgetId: idParam });

/** POST /api/budget/:budgetId/copy-to-next-month */
export const copyBudgetBody = z.pipe(
  z.strictObject({ targetMonth: monthText, targetYear: yearField }),
  z.transform(({ targetMonth, targetYear }, ctx) => ({
    targetMonth: resolveMonth(
      { month: targetMonth, year: targetYear },
      ctx,
      { month: 'targetMonth', year: 'targetYear' },
      false,
    ),
    targetYear,
  })),
);

/** An income or expense name, on every way in (the requests and the import). */
export const itemNameField = writtenTextField(BUDGET_MESSAGES.nameRequired).check(
  z.trim(),
  z.minLength(1, BUDGET_MESSAGES.nameRequired),
  z.maxLength(MAX_ITEM_NAME_LENGTH, BUDGET_MESSAGES.nameLength),
);

/** A due date (due-date.ts) on every way in; surrounding spaces are dropped first, a date gets two-digit parts. */
export const dueDateField = z.pipe(
  textField(DUE_DATE_MESSAGE).check(
    z.trim(),
    z.refine((value) => isDueDate(value), DUE_DATE_MESSAGE),
  ),
  z.transform((value) => readDueDate(value) ?? value),
);
const paidField = z.boolean({ error: BUDGET_MESSAGES.paid });
/** An expense whose due date can't move: the runway's plan never moves, splits or skips it. */
const fixedDateField = z.boolean({ error: BUDGET_MESSAGES.fixedDate });
/** An expense's note: one line of text up to the limit, or null to remove it; on every way in, as the name. */
export const noteField = z.nullable(
  writtenTextField(BUDGET_MESSAGES.text).check(
    z.trim(),
    z.maxLength(MAX_ITEM_NOTE_LENGTH, BUDGET_MESSAGES.noteLength),
  ),
);

const sortOrderField = wholeNumber(-MAX_SORT_ORDER, MAX_SORT_ORDER, BUDGET_MESSAGES.sortOrder);

const createFields = {
  budgetId: idField,
  name: itemNameField,
  amount: wholeCents(),
  // Absent or null: the kind's default day.
  dueDate: z.optional(z.nullable(dueDateField)),
  priority: z._default(wholeNumber(1, 5, BUDGET_MESSAGES.priority), 3),
  category: z._default(
    writtenTextField(BUDGET_MESSAGES.text).check(
      z.trim(),
      z.minLength(1, BUDGET_MESSAGES.categoryRequired),
      z.maxLength(40, BUDGET_MESSAGES.categoryLength),
    ),
    'other',
  ),
  /** Paid (expense) or received (income). */
  isPaid: z._default(paidField, false),
  sortOrder: z.optional(sortOrderField),
};
const amountOfNewItem = z.superRefine(
  ({ amount, sortOrder }: { amount: number; sortOrder?: number | undefined }, ctx) => {
    const min = sortOrder === undefined ? 1 : 0;
    if (amount < min) ctx.addIssue({ code: 'custom', path: ['amount'], message: belowMinimum(min) });
  },
);

/**
 * POST /api/income. Defaults are spec §9's except the date, which depends on the kind. `sortOrder` and `isPaid`
 * put back a deleted item where and as it was (undo); without a sort order the item goes last. The amount of a
 * new item is above zero; a restored one may be the 0 an edit had left it at.
 */
export const createItemBody = z.strictObject(createFields).check(amountOfNewItem);

/** An expense's Future Goal (it is that goal's bill), or null for none; the API checks the goal is the owner's. */
const goalIdField = z.optional(
  z.nullable(
    z
      .number({ error: BUDGET_MESSAGES.goalId })
      .check(
        z.int(BUDGET_MESSAGES.goalId),
        z.positive(BUDGET_MESSAGES.goalId),
        z.lte(Number.MAX_SAFE_INTEGER, BUDGET_MESSAGES.goalId),
      ),
  ),
);

/**
 * POST /api/expense: as an income, its note (undo puts a deleted expense back with it), its goal and whether its
 * due date can't move (false when absent).
 */
export const createExpenseBody = z
  .strictObject({
    ...createFields,
    note: z.optional(noteField),
    goalId: goalIdField,
    fixedDate: z._default(fixedDateField, false),
  })
  .check(amountOfNewItem);

export const CREATE_ITEM_BODIES = { income: createItemBody, expense: createExpenseBody } as const;

const patchFields = {
  amount: z.optional(centsField(0)),
  name: z.optional(itemNameField),
  sortOrder: z.optional(sortOrderField),
  isPaid: z.optional(paidField),
};
/** PATCH /api/income/:id */
export const patchIncomeBody = z
  .strictObject({ ...patchFields, date: z.optional(dueDateField) })
  .check(changesSomething);

/** PATCH /api/expense/:id */
export const patchExpenseBody = z
  .strictObject({
    ...patchFields,
    dueDate: z.optional(dueDateField),
    note: z.optional(noteField),
    goalId: goalIdField,
    fixedDate: z.optional(fixedDateField),
  })
  .check(changesSomething);

export const itemIdParams = z.object({ id: idParam });
