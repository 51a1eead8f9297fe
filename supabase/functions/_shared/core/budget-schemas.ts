// Request schemas of the budget API, with messages that name the field (docs/api.md, "Budgets and items").
import { z } from 'zod';
import { isMonthKey, parseMonthParam, type MonthKey } from './calendar.ts';
import { belowMinimum, centsField, textField, uuidParam, wholeCents } from './schemas.ts';

/** Item amounts and balances: at most one million dollars, in cents (docs/database.md). */
import { MAX_AMOUNT_CENTS as MAX_CENTS } from './money-limits.ts';
import { MAX_ITEM_NAME_LENGTH } from './item-limits.ts';
const MAX_SORT_ORDER = 2_147_483_647;

const ID_MESSAGE = 'Must be a valid id';
/** A bigint id in a path segment. */
export const idParam = textField()
  .regex(/^[1-9]\d{0,14}$/, ID_MESSAGE)
  .transform(Number);
const idField = z
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .positive(ID_MESSAGE)
  .max(Number.MAX_SAFE_INTEGER, ID_MESSAGE);

const MONTH_MESSAGE = 'Must be a month as yyyy-MM, or a month name with the year';
const YEAR_MESSAGE = 'Must be a year like 2026';
const YEAR_MISMATCH = "Must be the month's year";

/**
 * Resolves `month` (yyyy-MM or a month name) with `year` into a MonthKey, or reports the field at fault:
 * the month when it cannot be read, the year when it disagrees with a yyyy-MM month.
 */
function resolveMonth(
  input: { month: string; year: number },
  ctx: z.RefinementCtx,
  fields: { month: string; year: string },
  allowNames: boolean,
): MonthKey {
  const key = allowNames || isMonthKey(input.month) ? parseMonthParam(input.month, input.year) : null;
  if (key) return key;
  const yearAtFault = isMonthKey(input.month);
  ctx.addIssue({
    code: 'custom',
    path: [yearAtFault ? fields.year : fields.month],
    message: yearAtFault ? YEAR_MISMATCH : allowNames ? MONTH_MESSAGE : 'Must be a month as yyyy-MM',
  });
  return z.NEVER;
}

const yearField = z
  .number({ error: YEAR_MESSAGE })
  .int(YEAR_MESSAGE)
  .min(1900, YEAR_MESSAGE)
  .max(9999, YEAR_MESSAGE);
const monthText = textField(MONTH_MESSAGE);

/** GET /api/budget/:userId/:month/:year — month as yyyy-MM or the Goals screen's month name. */
export const budgetMonthParams = z
  .object({
    userId: uuidParam,
    month: monthText,
    year: textField()
      .regex(/^\d{4}$/, YEAR_MESSAGE)
      .transform(Number),
  })
  .transform(({ userId, month, year }, ctx) => ({
    userId,
    month: resolveMonth({ month, year }, ctx, { month: 'month', year: 'year' }, true),
  }));

/** POST /api/budget */
export const createBudgetBody = z
  .strictObject({
    userId: uuidParam,
    month: monthText,
    year: yearField,
    carryForward: z
      .number({ error: 'Must be a whole number of cents' })
      .int('Must be a whole number of cents')
      .min(-MAX_CENTS, `Must be at least -${MAX_CENTS} cents`)
      .max(MAX_CENTS, `Must be at most ${MAX_CENTS} cents`)
      .default(0),
  })
  .transform(({ userId, month, year, carryForward }, ctx) => ({
    userId,
    month: resolveMonth({ month, year }, ctx, { month: 'month', year: 'year' }, true),
    year,
    carryForward,
  }));

export const budgetIdParams = z.object({ budgetId: idParam });

/** POST /api/budget/:budgetId/copy-to-next-month */
export const copyBudgetBody = z
  .strictObject({ targetMonth: monthText, targetYear: yearField })
  .transform(({ targetMonth, targetYear }, ctx) => ({
    targetMonth: resolveMonth(
      { month: targetMonth, year: targetYear },
      ctx,
      { month: 'targetMonth', year: 'targetYear' },
      false,
    ),
    targetYear,
  }));

const nameField = textField('Name is required')
  .trim()
  .min(1, 'Name is required')
  .max(MAX_ITEM_NAME_LENGTH, `Must be at most ${MAX_ITEM_NAME_LENGTH} characters`);

const dateText = textField('Must be text').trim().max(20, 'Must be at most 20 characters');
const paidField = z.boolean({ error: 'Must be true or false' });

const sortOrderField = z
  .number({ error: 'Must be a whole number' })
  .int('Must be a whole number')
  .min(-MAX_SORT_ORDER, 'Must be a whole number')
  .max(MAX_SORT_ORDER, 'Must be a whole number');

/**
 * POST /api/income and /api/expense. Defaults are spec §9's except the date, which depends on the kind.
 * `sortOrder` and `isPaid` put back a deleted item where and as it was (undo); without a sort order the item goes
 * last. The amount of a new item is above zero; a restored one may be the 0 an edit had left it at.
 */
export const createItemBody = z
  .strictObject({
    budgetId: idField,
    name: nameField,
    amount: wholeCents(),
    dueDate: dateText.nullable().optional(),
    priority: z
      .number({ error: 'Must be a whole number from 1 to 5' })
      .int('Must be a whole number from 1 to 5')
      .min(1, 'Must be a whole number from 1 to 5')
      .max(5, 'Must be a whole number from 1 to 5')
      .default(3),
    category: textField('Must be text')
      .trim()
      .min(1, 'Category is required')
      .max(40, 'Must be at most 40 characters')
      .default('other'),
    /** Paid (expense) or received (income). */
    isPaid: paidField.default(false),
    sortOrder: sortOrderField.optional(),
  })
  .superRefine(({ amount, sortOrder }, ctx) => {
    const min = sortOrder === undefined ? 1 : 0;
    if (amount < min) ctx.addIssue({ code: 'custom', path: ['amount'], message: belowMinimum(min) });
  });

const NOTHING_TO_CHANGE = 'Send at least one field to change';
const patchFields = {
  amount: centsField(0).optional(),
  name: nameField.optional(),
  sortOrder: sortOrderField.optional(),
  isPaid: paidField.optional(),
};
const hasChanges = (body: object) => Object.values(body).some((value) => value !== undefined);

/** PATCH /api/income/:id */
export const patchIncomeBody = z
  .strictObject({ ...patchFields, date: dateText.nullable().optional() })
  .refine(hasChanges, NOTHING_TO_CHANGE);

/** PATCH /api/expense/:id */
export const patchExpenseBody = z
  .strictObject({ ...patchFields, dueDate: dateText.nullable().optional() })
  .refine(hasChanges, NOTHING_TO_CHANGE);

export const itemIdParams = z.object({ id: idParam });
