import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { BUDGET_MESSAGES } from './budget-schemas.ts';
import { GOAL_TIMING_MESSAGES } from './goal-timing.ts';
import {
  BUDGET_FIELDS,
  DATA_FILE_MESSAGES,
  DATA_FILE_VERSION,
  dataFilePath,
  dataFileSchema,
  EXPENSE_FIELDS,
  GOAL_FIELDS,
  INCOME_FIELDS,
  PROFILE_FIELDS,
} from './data-file.ts';
import { DUE_DATE_MESSAGE } from './due-date.ts';
import { GOAL_MESSAGES } from './goal-schemas.ts';
import { TEXT_MESSAGES } from './text-rule.ts';
import { FIRST_YEAR } from './iso-date.ts';
import { MAX_AMOUNT_CENTS } from './money-limits.ts';
import { FIELD_MESSAGES } from './schemas.ts';

const profile = {
  firstName: 'Ann',
  lastName: null,
  birthday: '1990-02-28',
  firstBudgetMonth: '2026-01',
  emailMarketingOptIn: false,
  cushion: 5_000,
};
/** A budget's columns all 0, its three text columns empty. */
const zeroBudget = {
  ...(Object.fromEntries(Object.keys(BUDGET_FIELDS).map((key) => [key, 0])) as Record<
    keyof typeof BUDGET_FIELDS,
    number
  >),
  lastSpendingClaim: null,
  nextSpendingDate: null,
  lastBalanceConfirmation: null,
};
const budget = {
  ...zeroBudget,
  month: '2026-11',
  carryForward: -1_200,
  incomeItems: [
    {
      name: 'Paycheck',
      amount: 250_000,
      date: '1',
      description: null,
      category: 'salary',
      priority: 3,
      sortOrder: 0,
    },
  ],
  expenseItems: [
    {
      name: ' Rent ',
      amount: 120_000,
      dueDate: '11/30/2026',
      category: 'housing',
      priority: 1,
      isPaid: true,
      sortOrder: 0,
    },
  ],
};
const goal = {
  name: 'Car',
  targetAmount: 100,
  savedAmount: 0,
  timeframeMonths: 12,
  emoji: '🚗',
  isDefault: false,
  sortOrder: 1,
};
const file = {
  version: DATA_FILE_VERSION,
  profile,
  paySchedule: { kind: 'monthly', day: 15 },
  goals: [goal],
  budgets: [budget],
};

/** The first problem the import reports, where in the file and what. */
function refusal(change: (copy: typeof file) => void): string | undefined {
  const copy = structuredClone(file);
  change(copy);
  const issue = dataFileSchema.safeParse(copy).error?.issues[0];
  return issue && `${dataFilePath(issue.path)}: ${issue.message}`;
}

describe('the export file', () => {
  it('reads a file, filling in what older files lack', () => {
    const read = dataFileSchema.parse(file);
    expect(read.budgets[0]?.incomeItems[0]?.isPaid).toBe(false);
    expect(read.budgets[0]?.expenseItems[0]).toEqual({
      ...budget.expenseItems[0],
      name: 'Rent',
      note: null,
      keptDay: null,
      // Files from before expenses named the goal they pay link none, and took nothing from the balance.
      goal: null,
      goalSpent: null,
      goalSpentMonths: null,
      // Files from before a due date could be fixed: it can move.
      fixedDate: false,
    });
    expect(read.budgets[0]?.incomeItems[0]?.keptDay).toBeNull();
    expect(read.profile).toEqual(profile);
    // Files from before goals had dates: undated.
    expect(read.goals).toEqual([{ ...goal, targetMonth: null, repeatMonths: null, nextDue: null }]);
    expect(read.goalSettings).toBeUndefined();
    expect(read.setAsideTicks).toEqual([]);
  });

  it('refuses a goal that repeats without its day or is both dated and repeating, naming the field', () => {
    expect(
      refusal((copy) => {
        copy.goals[0] = { ...goal, repeatMonths: 6 } as typeof goal;
      }),
    ).toBe(`goals[0].nextDue: ${GOAL_TIMING_MESSAGES.repeatNeedsDue}`);
    expect(
      refusal((copy) => {
        copy.goals[0] = {
          ...goal,
          targetMonth: '2020-01',
          repeatMonths: 6,
          nextDue: '2027-03-15',
        } as typeof goal;
      }),
    ).toBe(`goals[0].targetMonth: ${GOAL_TIMING_MESSAGES.bothTimings}`);
    // A month gone by is kept: the goal is then too late.
    expect(
      refusal((copy) => {
        copy.goals[0] = { ...goal, targetMonth: '2020-01' } as typeof goal;
      }),
    ).toBeUndefined();
  });

  it.each<[string, (copy: typeof file) => void, string]>([
    ['version', (copy) => Object.assign(copy, { version: 2 }), `version: ${DATA_FILE_MESSAGES.version}`],
    [
      'a NUL byte',
      (copy) => Object.assign(copy.budgets[0]!, { lastSpendingClaim: 'A\u0000' }),
      `budgets[0].lastSpendingClaim: ${DATA_FILE_MESSAGES.nul}`,
    ],
    [
      'a control character in a name',
      (copy) => Object.assign(copy.profile, { firstName: 'A\u0007' }),
      `profile.firstName: ${TEXT_MESSAGES.control}`,
    ],
    [
      'a lone surrogate',
      (copy) => Object.assign(copy.budgets[0]!.incomeItems[0]!, { description: 'Pay \ud800' }),
      `budgets[0].incomeItems[0].description: ${TEXT_MESSAGES.surrogate}`,
    ],
    [
      'long text',
      (copy) => Object.assign(copy.profile, { lastName: 'x'.repeat(101) }),
      `profile.lastName: ${DATA_FILE_MESSAGES.textLength(100)}`,
    ],
    [
      'a birthday',
      (copy) => Object.assign(copy.profile, { birthday: '1990-02-30' }),
      `profile.birthday: ${DATA_FILE_MESSAGES.date}`,
    ],
    [
      'a first month',
      (copy) => Object.assign(copy.profile, { firstBudgetMonth: '2026-13' }),
      `profile.firstBudgetMonth: ${DATA_FILE_MESSAGES.month}`,
    ],
    [
      'a budget month',
      (copy) => Object.assign(copy.budgets[0]!, { month: 'November' }),
      `budgets[0].month: ${DATA_FILE_MESSAGES.month}`,
    ],
    [
      'a budget year',
      (copy) => Object.assign(copy.budgets[0]!, { month: `${FIRST_YEAR - 1}-12` }),
      `budgets[0].month: ${DATA_FILE_MESSAGES.budgetMonth}`,
    ],
    [
      'what a bill took, on an expense that pays no goal',
      (copy) => Object.assign(copy.budgets[0]!.expenseItems[0]!, { goalSpent: 500 }),
      `budgets[0].expenseItems[0].goalSpent: ${DATA_FILE_MESSAGES.goalSpent}`,
    ],
    [
      'what a bill took, on a goal’s bill not paid',
      (copy) =>
        Object.assign(copy.budgets[0]!.expenseItems[0]!, { goal: 'Trip', isPaid: false, goalSpent: 500 }),
      `budgets[0].expenseItems[0].goalSpent: ${DATA_FILE_MESSAGES.goalSpent}`,
    ],
    [
      'what each month gave, without what the bill took',
      (copy) => Object.assign(copy.budgets[0]!.expenseItems[0]!, { goalSpentMonths: { '2026-12': 500 } }),
      `budgets[0].expenseItems[0].goalSpentMonths: ${DATA_FILE_MESSAGES.goalSpentMonths}`,
    ],
    [
      'a month that gave more than the bill took',
      (copy) =>
        Object.assign(copy.budgets[0]!.expenseItems[0]!, {
          goal: 'Trip',
          goalSpent: 500,
          goalSpentMonths: { '2026-12': 500, '2027-01': 501 },
        }),
      `budgets[0].expenseItems[0].goalSpentMonths.2027-01: ${DATA_FILE_MESSAGES.goalSpentMonth}`,
    ],
    [
      'a month key that is no month',
      (copy) =>
        Object.assign(copy.budgets[0]!.expenseItems[0]!, {
          goal: 'Trip',
          goalSpent: 500,
          goalSpentMonths: { December: 500 },
        }),
      `budgets[0].expenseItems[0].goalSpentMonths.December: ${DATA_FILE_MESSAGES.month}`,
    ],
    [
      'a kept day a month always has',
      (copy) => Object.assign(copy.budgets[0]!.expenseItems[0]!, { keptDay: 28 }),
      `budgets[0].expenseItems[0].keptDay: ${DATA_FILE_MESSAGES.keptDay}`,
    ],
    [
      'a fraction',
      (copy) => Object.assign(copy.budgets[0]!, { nextPaycheckDays: 1.5 }),
      `budgets[0].nextPaycheckDays: ${DATA_FILE_MESSAGES.wholeNumber}`,
    ],
    [
      'a negative amount',
      (copy) => Object.assign(copy.budgets[0]!.expenseItems[0]!, { amount: -1 }),
      `budgets[0].expenseItems[0].amount: ${FIELD_MESSAGES.notNegative}`,
    ],
    [
      'an amount over the ceiling',
      (copy) => Object.assign(copy.budgets[0]!.incomeItems[0]!, { amount: MAX_AMOUNT_CENTS + 1 }),
      `budgets[0].incomeItems[0].amount: ${FIELD_MESSAGES.centsCeiling}`,
    ],
    [
      'cents',
      (copy) => Object.assign(copy.profile, { cushion: 0.5 }),
      `profile.cushion: ${FIELD_MESSAGES.wholeCents}`,
    ],
    [
      'a blank category',
      (copy) => Object.assign(copy.budgets[0]!.incomeItems[0]!, { category: '  ' }),
      `budgets[0].incomeItems[0].category: ${DATA_FILE_MESSAGES.blank}`,
    ],
    [
      'a due date',
      (copy) => Object.assign(copy.budgets[0]!.incomeItems[0]!, { date: '0' }),
      `budgets[0].incomeItems[0].date: ${DUE_DATE_MESSAGE}`,
    ],
    [
      'an item name',
      (copy) => Object.assign(copy.budgets[0]!.expenseItems[0]!, { name: ' ' }),
      `budgets[0].expenseItems[0].name: ${BUDGET_MESSAGES.nameRequired}`,
    ],
    [
      'a goal name',
      (copy) => Object.assign(copy.goals[0]!, { name: '' }),
      `goals[0].name: ${GOAL_MESSAGES.nameRequired}`,
    ],
  ])('refuses %s, saying where it is', (_, change, message) => {
    expect(refusal(change)).toBe(message);
  });

  it('keeps to the requests: what a person wrote holds no control character, whatever else it holds', () => {
    expect(refusal((copy) => Object.assign(copy.goals[0]!, { emoji: '\u0000' }))).toBe(
      `goals[0].emoji: ${TEXT_MESSAGES.control}`,
    );
    expect(refusal((copy) => Object.assign(copy.goals[0]!, { emoji: ' 🚗 ' }))).toBeUndefined();
  });

  it('takes a budget from the first year a budget may have', () => {
    const first = { ...budget, month: `${FIRST_YEAR}-01` };
    expect(dataFileSchema.parse({ ...file, budgets: [first] }).budgets[0]?.month).toBe(`${FIRST_YEAR}-01`);
  });

  it('refuses a column the file should not have', () => {
    const issues = dataFileSchema.safeParse({ ...file, goals: [{ ...goal, userId: 'x' }] }).error?.issues;
    expect(issues?.map((issue) => [dataFilePath(issue.path), issue.code])).toEqual([
      ['goals[0]', 'unrecognized_keys'],
    ]);
  });

  it('names every column of its tables once, in snake case', () => {
    for (const fields of [PROFILE_FIELDS, BUDGET_FIELDS, INCOME_FIELDS, EXPENSE_FIELDS, GOAL_FIELDS]) {
      const specs: { column: string; schema: z.ZodMiniType }[] = Object.values(fields);
      const columns = specs.map((spec) => spec.column);
      expect(new Set(columns).size).toBe(columns.length);
      for (const [key, spec] of Object.entries(fields))
        expect(spec.column).toBe(key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));
    }
  });
});

describe('dataFilePath', () => {
  it('writes indexes in brackets and keys after dots', () => {
    expect(dataFilePath([])).toBe('');
    expect(dataFilePath([0, 'name'])).toBe('[0].name');
    expect(dataFilePath(['goals', 3])).toBe('goals[3]');
    expect(dataFilePath(['profile', 'firstName'])).toBe('profile.firstName');
  });
});
