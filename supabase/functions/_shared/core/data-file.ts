// The export file (GET /api/export?format=json, POST /api/import): every column a person owns, each named once
// with its column and the rule a value must keep to be stored. A new column is one line in its table's list.
import { z } from 'zod/mini';
import { isMonthKey } from './calendar.ts';
import { dueDateField, itemNameField, noteField } from './budget-schemas.ts';
import { goalNameField } from './goal-schemas.ts';
import {
  goalTimingProblem,
  nextDueField,
  repeatMonthsField,
  targetMonthField,
  UNDATED,
} from './goal-timing.ts';
import { FIRST_YEAR, isIsoDate, LAST_YEAR } from './iso-date.ts';
import { MAX_AMOUNT_CENTS } from './money-limits.ts';
import { payScheduleSchema } from './pay-schedule-schema.ts';
import { faultCheck, FIELD_MESSAGES } from './schemas.ts';
import { isWellFormedText, TEXT_MESSAGES, writtenTextFault } from './text-rule.ts';

export const DATA_FILE_VERSION = 1;

/** Shown after where in the file the value is ('budgets[0].month: Must be …'). */
export const DATA_FILE_MESSAGES = {
  version: `Must be ${DATA_FILE_VERSION}`,
  wholeNumber: 'Must be a whole number',
  textLength: (max: number) => `Must be at most ${max} characters`,
  nul: 'Must not contain NUL characters',
  blank: 'Must not be blank',
  month: 'Must be a month written YYYY-MM',
  budgetMonth: `Must be a month from ${FIRST_YEAR}-01 to ${LAST_YEAR}-12`,
  date: 'Must be a date written YYYY-MM-DD',
  keptDay: 'Must be a day from 29 to 31, or null',
  goal: "Must be the name of one of the file's goals, or null",
  goalSpent: "Must be null unless the expense is a goal's bill ticked paid",
  goalSpentMonths: 'Must be null when goalSpent is',
  goalSpentMonth: 'Must be at most goalSpent',
} as const;

/** A column of the file: the table's column and what the database accepts in it. */
export interface DataField {
  column: string;
  schema: z.ZodMiniType;
}
const field = (column: string, schema: z.ZodMiniType): DataField => ({ column, schema });

const INT_MAX = 2_147_483_647;
const integer = z.number().check(z.int(DATA_FILE_MESSAGES.wholeNumber), z.gte(-INT_MAX - 1), z.lte(INT_MAX));
const cents = z
  .number()
  .check(
    z.int(FIELD_MESSAGES.wholeCents),
    z.gte(0, FIELD_MESSAGES.notNegative),
    z.lte(MAX_AMOUNT_CENTS, FIELD_MESSAGES.centsCeiling),
  );
const signedCents = integer;
/** Cents that must be more than 0 (a tick's amount, what a goal's bill took). */
const positiveCents = cents.check(z.gte(1, FIELD_MESSAGES.aboveZero));
/** Any text Postgres can store as it is (no NUL, no lone surrogate), at most `max` characters. */
const text = (max: number) =>
  z.string().check(
    z.maxLength(max, DATA_FILE_MESSAGES.textLength(max)),
    z.refine((value) => !value.includes('\u0000'), DATA_FILE_MESSAGES.nul),
    z.refine(isWellFormedText, TEXT_MESSAGES.surrogate),
  );
/** What a person wrote, as the requests take it (core/text-rule.ts), at most `max` characters. */
const written = (max: number) =>
  z.string().check(faultCheck(writtenTextFault), z.maxLength(max, DATA_FILE_MESSAGES.textLength(max)));
const name = (max: number) =>
  written(max).check(z.refine((value) => value.trim() !== '', DATA_FILE_MESSAGES.blank));
const month = z.string().check(z.refine(isMonthKey, DATA_FILE_MESSAGES.month));
/** A budget's month: its year is stored too, and must be one a budget may have. */
export const budgetMonth = z.string().check(
  z.refine(isMonthKey, DATA_FILE_MESSAGES.month),
  z.refine((value) => Number(value.slice(0, 4)) >= FIRST_YEAR, DATA_FILE_MESSAGES.budgetMonth),
);
const optionalText = (max: number) => z.nullable(text(max));
const dueDate = z.nullable(dueDateField);
/**
 * The day of month an item keeps (calendar givenDay) while its date is the last day of a month without it. Files
 * exported before items kept their day lack it: their items come back keeping none.
 */
const keptDay = z._default(
  z.nullable(
    z
      .number()
      .check(
        z.int(DATA_FILE_MESSAGES.keptDay),
        z.gte(29, DATA_FILE_MESSAGES.keptDay),
        z.lte(31, DATA_FILE_MESSAGES.keptDay),
      ),
  ),
  null,
);

export const PROFILE_FIELDS = {
  firstName: field('first_name', z.nullable(written(100))),
  lastName: field('last_name', z.nullable(written(100))),
  birthday: field('birthday', z.nullable(z.string().check(z.refine(isIsoDate, DATA_FILE_MESSAGES.date)))),
  firstBudgetMonth: field('first_budget_month', month),
  emailMarketingOptIn: field('email_marketing_opt_in', z.boolean()),
  cushion: field('cushion', cents),
} as const;

export const BUDGET_FIELDS = {
  carryForward: field('carry_forward', signedCents),
  futureGoalsBalance: field('future_goals_balance', cents),
  availableCash: field('available_cash', signedCents),
  totalIncome: field('total_income', signedCents),
  totalExpenses: field('total_expenses', signedCents),
  nextPaycheckDays: field('next_paycheck_days', integer),
  spendingBalance: field('spending_balance', signedCents),
  lastSpendingClaim: field('last_spending_claim', optionalText(1000)),
  nextSpendingAmount: field('next_spending_amount', signedCents),
  nextSpendingDate: field('next_spending_date', optionalText(1000)),
  savingsAccountBalance: field('savings_account_balance', signedCents),
  lastBalanceConfirmation: field('last_balance_confirmation', optionalText(1000)),
} as const;

export const INCOME_FIELDS = {
  name: field('name', itemNameField),
  amount: field('amount', cents),
  date: field('date', dueDate),
  keptDay: field('kept_day', keptDay),
  description: field('description', optionalText(1000)),
  category: field('category', name(50)),
  priority: field('priority', integer),
  // Received. Files exported before income ticks were exported lack it: their income comes back not received.
  isPaid: field('is_paid', z._default(z.boolean(), false)),
  sortOrder: field('sort_order', integer),
} as const;

export const EXPENSE_FIELDS = {
  name: field('name', itemNameField),
  amount: field('amount', cents),
  dueDate: field('due_date', dueDate),
  keptDay: field('kept_day', keptDay),
  category: field('category', name(50)),
  priority: field('priority', integer),
  isPaid: field('is_paid', z.boolean()),
  sortOrder: field('sort_order', integer),
  // Files exported before expenses had notes lack it: their expenses come back without one.
  note: field('note', z._default(noteField, null)),
  // What its paid tick took from the Future Goals balance as a goal's bill; files from before lack it: none.
  goalSpent: field('goal_spent', z._default(z.nullable(positiveCents), null)),
  // What that took from each month ('yyyy-MM' → cents); files from before lack it: each month gave goalSpent.
  goalSpentMonths: field('goal_spent_months', z._default(z.nullable(z.record(z.string(), cents)), null)),
  // Its due date can't move; files from before lack it: it can.
  fixedDate: field('fixed_date', z._default(z.boolean(), false)),
} as const;

export const GOAL_FIELDS = {
  name: field('name', goalNameField),
  targetAmount: field('target_amount', cents),
  savedAmount: field('saved_amount', cents),
  timeframeMonths: field('timeframe_months', z.number().check(z.int(), z.gte(1), z.lte(1200))),
  emoji: field('emoji', name(16)),
  isDefault: field('is_default', z.boolean()),
  sortOrder: field('sort_order', integer),
  // When it is due (docs/domain.md "Goals funded by paycheck"); files from before goals had dates lack them.
  targetMonth: field('target_month', z._default(targetMonthField, null)),
  repeatMonths: field('repeat_months', z._default(repeatMonthsField, null)),
  nextDue: field('next_due', z._default(nextDueField, null)),
} as const;

/**
 * A payday's 'Future Goals' line ticked paid (public.goal_set_aside_ticks): its amount is already in the budgets'
 * Future Goals balances. Its parts name their goals, as an expense names its goal (ids are not in the file).
 */
export const SET_ASIDE_TICK_FIELDS = {
  payday: field('payday', z.string().check(z.refine(isIsoDate, DATA_FILE_MESSAGES.date))),
  amount: field('amount', positiveCents),
} as const;

/** The Goals screen's switches, stored per budget owner (public.goal_settings; no row: all off). */
export const GOAL_SETTINGS_FIELDS = {
  intoBudget: field('into_budget', z.boolean()),
} as const;

interface BillTake {
  goal: string | null;
  isPaid: boolean;
  goalSpent: number | null;
  goalSpentMonths: Record<string, number> | null;
}

/**
 * What a bill took from the Future Goals balance is kept only on a goal's bill ticked paid (as the API keeps it,
 * _shared/goal-bill-store.ts), by month, and no month gave more than the whole.
 */
function goalSpentFaults({ goal, isPaid, goalSpent, goalSpentMonths }: BillTake): [string[], string][] {
  if (goalSpent === null)
    return goalSpentMonths === null ? [] : [[['goalSpentMonths'], DATA_FILE_MESSAGES.goalSpentMonths]];
  if (goal === null || !isPaid) return [[['goalSpent'], DATA_FILE_MESSAGES.goalSpent]];
  return Object.entries(goalSpentMonths ?? {}).flatMap(([month, cents]): [string[], string][] => {
    const where = ['goalSpentMonths', month];
    if (!isMonthKey(month)) return [[where, DATA_FILE_MESSAGES.month]];
    return cents > goalSpent ? [[where, DATA_FILE_MESSAGES.goalSpentMonth]] : [];
  });
}

type Fields = Readonly<Record<string, DataField>>;
type Shape<F extends Fields> = { [K in keyof F]: F[K]['schema'] };

/** The zod object of a table's fields, refusing any key the file should not have. */
export function objectOf<F extends Fields>(fields: F) {
  const shape = Object.fromEntries(Object.entries(fields).map(([key, spec]) => [key, spec.schema]));
  return z.strictObject(shape as Shape<F>);
}

/** At most this many items (income, expenses and goals together) in one file. */
export const MAX_IMPORT_ITEMS = 5_000;
/** At most this many bytes in an import's body. */
export const MAX_IMPORT_BYTES = 1024 * 1024;

export const dataFileSchema = z.strictObject({
  version: z.literal(DATA_FILE_VERSION, DATA_FILE_MESSAGES.version),
  exportedAt: z.optional(z.string()),
  profile: z.extend(objectOf(PROFILE_FIELDS), { email: z.optional(z.nullable(z.string())) }),
  paySchedule: payScheduleSchema,
  goalsBalance: z.optional(cents),
  goals: z.array(
    objectOf(GOAL_FIELDS).check(
      // A month stored before it went by is kept (the goal is then too late); the shape is the requests' rule.
      z.superRefine((goal, ctx) => {
        const problem = goalTimingProblem(UNDATED, goal as Partial<typeof UNDATED>, '0000-01');
        if (problem === null) return;
        const [name, message] = problem.split(/: (.*)/s);
        ctx.addIssue({ code: 'custom', path: [name ?? ''], message: message ?? problem, input: goal });
      }),
    ),
  ),
  // Files from before the switch lack it: the account's switch is left as it is.
  goalSettings: z.optional(objectOf(GOAL_SETTINGS_FIELDS)),
  // Files from before the ticks lack them: none.
  setAsideTicks: z._default(
    z.array(
      z.extend(objectOf(SET_ASIDE_TICK_FIELDS), {
        parts: z.array(z.strictObject({ goal: z.string(), amount: positiveCents })),
      }),
    ),
    [],
  ),
  budgets: z.array(
    z.extend(objectOf(BUDGET_FIELDS), {
      month: budgetMonth,
      incomeItems: z.array(objectOf(INCOME_FIELDS)),
      // The goal whose bill the expense is, by its name in the file's goals (ids are not in the file).
      expenseItems: z.array(
        z
          .extend(objectOf(EXPENSE_FIELDS), { goal: z._default(z.nullable(z.string()), null) })
          .check(
            z.superRefine((item, ctx) =>
              goalSpentFaults(item as BillTake).forEach(([path, message]) =>
                ctx.addIssue({ code: 'custom', path, message, input: item }),
              ),
            ),
          ),
      ),
    }),
  ),
});
export type DataFile = z.output<typeof dataFileSchema>;
export type DataFileBudget = DataFile['budgets'][number];

/** 'budgets[2].expenseItems[0].amount': where in the file a problem is, as a reader finds it. */
export function dataFilePath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}
