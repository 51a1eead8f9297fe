import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  budgetIdParams,
  BUDGET_MESSAGES,
  budgetMonthParams,
  copyBudgetBody,
  createBudgetBody,
  createExpenseBody,
  createItemBody,
  idParam,
  itemIdParams,
  patchExpenseBody,
  patchIncomeBody,
} from './budget-schemas.ts';
import { DUE_DATE_MESSAGE } from './due-date.ts';
import { MAX_ITEM_NAME_LENGTH, MAX_ITEM_NOTE_LENGTH } from './item-limits.ts';
import { MAX_AMOUNT_CENTS } from './money-limits.ts';
import { NOTHING_TO_CHANGE } from './patch-body.ts';
import { CONTROL_CHARACTERS, FIELD_MESSAGES } from './schemas.ts';
import { problems, unknownKeys } from './test-schema-problems.ts';

const USER = '6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f';

describe('ids in a path', () => {
  it('reads a positive whole number of up to 15 digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999_999_999 }), (id) => {
        expect(idParam.parse(String(id))).toBe(id);
      }),
    );
    expect(budgetIdParams.parse({ budgetId: '42' })).toEqual({ budgetId: 42 });
    expect(itemIdParams.parse({ id: '7' })).toEqual({ id: 7 });
  });

  it.each(['0', '07', '-1', '1.5', 'x1', '1x', ' 1', '1234567890123456', ''])('refuses %j', (id) => {
    expect(problems(itemIdParams, { id })).toEqual([`id: ${FIELD_MESSAGES.id}`]);
  });
});

describe('GET /api/budget/:userId/:month/:year', () => {
  it('reads a yyyy-MM month or a month name with the year', () => {
    expect(budgetMonthParams.parse({ userId: USER, month: '2026-03', year: '2026' })).toEqual({
      userId: USER,
      month: '2026-03',
    });
    expect(budgetMonthParams.parse({ userId: USER, month: 'March', year: '2027' })).toEqual({
      userId: USER,
      month: '2027-03',
    });
  });

  it('names the field at fault', () => {
    expect(problems(budgetMonthParams, { userId: 'me', month: '2026-03', year: '2026' })).toEqual([
      `userId: ${FIELD_MESSAGES.id}`,
    ]);
    expect(problems(budgetMonthParams, { userId: USER, month: 'Smarch', year: '2026' })).toEqual([
      `month: ${BUDGET_MESSAGES.month}`,
    ]);
    expect(problems(budgetMonthParams, { userId: USER, month: '2026-03', year: '2025' })).toEqual([
      `year: ${BUDGET_MESSAGES.yearMismatch}`,
    ]);
    for (const year of ['26', '20266', 'x2026', '2026x'])
      expect(problems(budgetMonthParams, { userId: USER, month: '2026-03', year })).toEqual([
        `year: ${BUDGET_MESSAGES.year}`,
      ]);
  });
});

describe('POST /api/budget', () => {
  it('reads the month, the year and the carry-forward, 0 when left out', () => {
    expect(createBudgetBody.parse({ userId: USER, month: 'dec', year: 2026 })).toEqual({
      userId: USER,
      month: '2026-12',
      year: 2026,
      carryForward: 0,
    });
    expect(
      createBudgetBody.parse({ userId: USER, month: '2026-12', year: 2026, carryForward: -MAX_AMOUNT_CENTS }),
    ).toEqual({ userId: USER, month: '2026-12', year: 2026, carryForward: -MAX_AMOUNT_CENTS });
  });

  it.each([
    [{ month: 'Smarch' }, `month: ${BUDGET_MESSAGES.month}`],
    [{ month: '2026-12', year: 2025 }, `year: ${BUDGET_MESSAGES.yearMismatch}`],
    [{ year: 1899 }, `year: ${BUDGET_MESSAGES.year}`],
    [{ year: 10_000 }, `year: ${BUDGET_MESSAGES.year}`],
    [{ year: 2026.5 }, `year: ${BUDGET_MESSAGES.year}`],
    [{ year: '2026' }, `year: ${BUDGET_MESSAGES.year}`],
    [{ carryForward: 1.5 }, `carryForward: ${FIELD_MESSAGES.wholeCents}`],
    [{ carryForward: '10' }, `carryForward: ${FIELD_MESSAGES.wholeCents}`],
    [{ carryForward: -MAX_AMOUNT_CENTS - 1 }, `carryForward: ${BUDGET_MESSAGES.carryForwardFloor}`],
    [{ carryForward: MAX_AMOUNT_CENTS + 1 }, `carryForward: ${FIELD_MESSAGES.centsCeiling}`],
  ])('refuses %j', (change, message) => {
    const body = { userId: USER, month: 'December', year: 2026, ...change };
    expect(problems(createBudgetBody, body)).toEqual([message]);
  });

  it('refuses a field it does not know', () => {
    expect(unknownKeys(createBudgetBody, { userId: USER, month: '2026-12', year: 2026, id: 1 })).toEqual([
      'id',
    ]);
  });
});

describe('POST /api/budget/:budgetId/copy-to-next-month', () => {
  it('takes only a yyyy-MM month, whose year must agree', () => {
    expect(copyBudgetBody.parse({ targetMonth: '2027-01', targetYear: 2027 })).toEqual({
      targetMonth: '2027-01',
      targetYear: 2027,
    });
    expect(problems(copyBudgetBody, { targetMonth: 'January', targetYear: 2027 })).toEqual([
      `targetMonth: ${BUDGET_MESSAGES.monthKey}`,
    ]);
    expect(problems(copyBudgetBody, { targetMonth: '2027-01', targetYear: 2026 })).toEqual([
      `targetYear: ${BUDGET_MESSAGES.yearMismatch}`,
    ]);
  });
});

const newIncome = { budgetId: 3, name: ' Paycheck ', amount: 250_000 };

describe('POST /api/income and /api/expense', () => {
  it("fills in spec §9's defaults and trims the text", () => {
    expect(createItemBody.parse(newIncome)).toEqual({
      budgetId: 3,
      name: 'Paycheck',
      amount: 250_000,
      priority: 3,
      category: 'other',
      isPaid: false,
    });
    expect(
      createExpenseBody.parse({
        ...newIncome,
        dueDate: ' 12/31/2026 ',
        priority: 5,
        category: ' Housing ',
        isPaid: true,
        sortOrder: -4,
        note: ' Landlord ',
      }),
    ).toEqual({
      budgetId: 3,
      name: 'Paycheck',
      amount: 250_000,
      dueDate: '12/31/2026',
      priority: 5,
      category: 'Housing',
      isPaid: true,
      sortOrder: -4,
      note: 'Landlord',
      fixedDate: false,
    });
    expect(createExpenseBody.parse({ ...newIncome, dueDate: null, note: null })).toMatchObject({
      dueDate: null,
      note: null,
    });
  });

  it('wants a new amount above zero, and lets a restored item (with its sort order) come back at 0', () => {
    expect(problems(createItemBody, { ...newIncome, amount: 0 })).toEqual([
      `amount: ${FIELD_MESSAGES.aboveZero}`,
    ]);
    expect(createItemBody.parse({ ...newIncome, amount: 1 }).amount).toBe(1);
    expect(createItemBody.parse({ ...newIncome, amount: 0, sortOrder: 2 }).amount).toBe(0);
    expect(problems(createExpenseBody, { ...newIncome, amount: -1, sortOrder: 2 })).toEqual([
      `amount: ${FIELD_MESSAGES.notNegative}`,
    ]);
  });

  const tooLong = (length: number) => 'x'.repeat(length + 1);
  it.each([
    [{ budgetId: 0 }, `budgetId: ${FIELD_MESSAGES.id}`],
    [{ budgetId: 1.5 }, `budgetId: ${FIELD_MESSAGES.id}`],
    [{ budgetId: '3' }, `budgetId: ${FIELD_MESSAGES.id}`],
    [{ budgetId: Number.MAX_SAFE_INTEGER + 1 }, `budgetId: ${FIELD_MESSAGES.id}`],
    [{ name: '   ' }, `name: ${BUDGET_MESSAGES.nameRequired}`],
    [{ name: 5 }, `name: ${BUDGET_MESSAGES.nameRequired}`],
    [{ name: tooLong(MAX_ITEM_NAME_LENGTH) }, `name: ${BUDGET_MESSAGES.nameLength}`],
    [{ name: 'a\u0007b' }, `name: ${CONTROL_CHARACTERS}`],
    [{ amount: undefined }, `amount: ${FIELD_MESSAGES.amountRequired}`],
    [{ amount: '5' }, `amount: ${FIELD_MESSAGES.wholeCents}`],
    [{ amount: 2.5 }, `amount: ${FIELD_MESSAGES.wholeCents}`],
    [{ amount: MAX_AMOUNT_CENTS + 1 }, `amount: ${FIELD_MESSAGES.centsCeiling}`],
    [{ dueDate: '32' }, `dueDate: ${DUE_DATE_MESSAGE}`],
    [{ dueDate: 5 }, `dueDate: ${DUE_DATE_MESSAGE}`],
    [{ priority: 0 }, `priority: ${BUDGET_MESSAGES.priority}`],
    [{ priority: 6 }, `priority: ${BUDGET_MESSAGES.priority}`],
    [{ category: ' ' }, `category: ${BUDGET_MESSAGES.categoryRequired}`],
    [{ category: tooLong(40) }, `category: ${BUDGET_MESSAGES.categoryLength}`],
    [{ category: 1 }, `category: ${BUDGET_MESSAGES.text}`],
    [{ isPaid: 'true' }, `isPaid: ${BUDGET_MESSAGES.paid}`],
    [{ sortOrder: 2_147_483_648 }, `sortOrder: ${BUDGET_MESSAGES.sortOrder}`],
    [{ sortOrder: -2_147_483_648 }, `sortOrder: ${BUDGET_MESSAGES.sortOrder}`],
    [{ note: tooLong(MAX_ITEM_NOTE_LENGTH) }, `note: ${BUDGET_MESSAGES.noteLength}`],
    [{ note: 1 }, `note: ${BUDGET_MESSAGES.text}`],
  ])('refuses an expense with %j', (change, message) => {
    expect(problems(createExpenseBody, { ...newIncome, ...change })).toEqual([message]);
  });

  it('keeps the sort order within a 32-bit integer and the name within its length', () => {
    const edge = { ...newIncome, name: 'x'.repeat(MAX_ITEM_NAME_LENGTH) };
    expect(createItemBody.parse({ ...edge, sortOrder: 2_147_483_647 }).sortOrder).toBe(2_147_483_647);
    expect(createItemBody.parse({ ...edge, sortOrder: -2_147_483_647 }).sortOrder).toBe(-2_147_483_647);
    expect(createExpenseBody.parse({ ...edge, note: 'n'.repeat(MAX_ITEM_NOTE_LENGTH) }).note).toHaveLength(
      MAX_ITEM_NOTE_LENGTH,
    );
  });

  it('takes no note on an income', () => {
    expect(unknownKeys(createItemBody, { ...newIncome, note: 'x' })).toEqual(['note']);
  });
});

describe('PATCH /api/income/:id and /api/expense/:id', () => {
  it('reads each field on its own, trimmed', () => {
    expect(patchIncomeBody.parse({ date: ' 15 ' })).toEqual({ date: '15' });
    expect(patchIncomeBody.parse({ amount: 0 })).toEqual({ amount: 0 });
    expect(patchIncomeBody.parse({ isPaid: false })).toEqual({ isPaid: false });
    expect(patchExpenseBody.parse({ name: ' Rent ', sortOrder: 0 })).toEqual({ name: 'Rent', sortOrder: 0 });
    expect(patchExpenseBody.parse({ note: null })).toEqual({ note: null });
    expect(patchExpenseBody.parse({ dueDate: '02/29/2028' })).toEqual({ dueDate: '02/29/2028' });
  });

  it('refuses a patch that changes nothing, or a field of the other kind', () => {
    for (const body of [{}, { amount: undefined }])
      for (const schema of [patchIncomeBody, patchExpenseBody])
        expect(problems(schema, body)).toEqual([`: ${NOTHING_TO_CHANGE}`]);
    expect(unknownKeys(patchIncomeBody, { dueDate: '1' })).toEqual(['dueDate']);
    expect(unknownKeys(patchExpenseBody, { date: '1' })).toEqual(['date']);
  });

  it('refuses a negative amount and a date that is not a due date', () => {
    expect(problems(patchExpenseBody, { amount: -1 })).toEqual([`amount: ${FIELD_MESSAGES.notNegative}`]);
    expect(problems(patchIncomeBody, { date: '02/30/2026' })).toEqual([`date: ${DUE_DATE_MESSAGE}`]);
  });
});
