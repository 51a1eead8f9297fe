import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from './schemas.ts';
import { MAX_GOAL_EMOJI_LENGTH, MAX_GOAL_NAME_LENGTH } from './goal-contract.ts';
import {
  balanceBody,
  createGoalBody,
  dollarsToCents,
  isWholeCents,
  goalIdParams,
  GOAL_MESSAGES,
  updateGoalBody,
} from './goal-schemas.ts';
import { MAX_AMOUNT_CENTS, MAX_AMOUNT_DOLLARS } from './money-limits.ts';
import { problems, unknownKeys } from './test-schema-problems.ts';

const goal = { name: ' Vacation ', targetAmount: 120_000 };

describe('POST /api/future-plans', () => {
  it('reads a goal, trimmed, and accepts the fields it ignores', () => {
    expect(createGoalBody.parse(goal)).toEqual({ name: 'Vacation', targetAmount: 120_000 });
    expect(
      createGoalBody.parse({
        ...goal,
        userId: 'anyone',
        timeframeMonths: 3,
        emoji: ' 🏖️ ',
        savedAmount: 0,
        sortOrder: 4,
      }),
    ).toEqual({
      name: 'Vacation',
      targetAmount: 120_000,
      userId: 'anyone',
      timeframeMonths: 3,
      emoji: '🏖️',
      savedAmount: 0,
      sortOrder: 4,
    });
  });

  it('takes amounts from 0 to the ceiling in whole cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }), (cents) => {
        expect(createGoalBody.parse({ ...goal, targetAmount: cents, savedAmount: cents })).toMatchObject({
          targetAmount: cents,
          savedAmount: cents,
        });
      }),
    );
  });

  it('counts an emoji in code points, from 1 to the limit', () => {
    const flags = '🇺🇸'.repeat(MAX_GOAL_EMOJI_LENGTH / 2);
    expect(createGoalBody.parse({ ...goal, emoji: flags }).emoji).toBe(flags);
    expect(createGoalBody.parse({ ...goal, emoji: 'a' }).emoji).toBe('a');
    expect(problems(createGoalBody, { ...goal, emoji: `${flags}a` })).toEqual([
      `emoji: ${GOAL_MESSAGES.emoji}`,
    ]);
    expect(problems(createGoalBody, { ...goal, emoji: '  ' })).toEqual([`emoji: ${GOAL_MESSAGES.emoji}`]);
  });

  const target = GOAL_MESSAGES.targetAmount;
  const saved = GOAL_MESSAGES.savedAmount;
  it.each([
    [{ name: '  ' }, `name: ${GOAL_MESSAGES.nameRequired}`],
    [{ name: undefined }, `name: ${GOAL_MESSAGES.nameRequired}`],
    [{ name: 'x'.repeat(MAX_GOAL_NAME_LENGTH + 1) }, `name: ${GOAL_MESSAGES.nameLength}`],
    [{ targetAmount: undefined }, `targetAmount: ${target.required}`],
    [{ targetAmount: '5' }, `targetAmount: ${target.notNumber}`],
    [{ targetAmount: -1 }, `targetAmount: ${target.negative}`],
    [{ targetAmount: MAX_AMOUNT_CENTS + 1 }, `targetAmount: ${target.ceiling}`],
    [{ targetAmount: 10.5 }, `targetAmount: ${target.wholeCents}`],
    [{ savedAmount: null }, `savedAmount: ${saved.notNumber}`],
    [{ savedAmount: -1 }, `savedAmount: ${saved.negative}`],
    [{ emoji: 1 }, `emoji: ${GOAL_MESSAGES.emoji}`],
    [{ sortOrder: 0 }, `sortOrder: ${GOAL_MESSAGES.sortOrder}`],
    [{ sortOrder: 1.5 }, `sortOrder: ${GOAL_MESSAGES.sortOrder}`],
    [{ sortOrder: '1' }, `sortOrder: ${GOAL_MESSAGES.sortOrder}`],
  ])('refuses %j', (change, message) => {
    expect(problems(createGoalBody, { ...goal, ...change })).toEqual([message]);
  });

  it('refuses a field it does not know', () => {
    expect(unknownKeys(createGoalBody, { ...goal, isDefault: true })).toEqual(['isDefault']);
  });
});

describe('PUT /api/future-plans/:id', () => {
  it('reads any one of name, target and emoji', () => {
    expect(updateGoalBody.parse({ name: ' Car ' })).toEqual({ name: 'Car' });
    expect(updateGoalBody.parse({ targetAmount: 0 })).toEqual({ targetAmount: 0 });
    expect(updateGoalBody.parse({ emoji: '🚗' })).toEqual({ emoji: '🚗' });
  });

  it('refuses an update that changes nothing', () => {
    for (const body of [{}, { name: undefined }])
      expect(problems(updateGoalBody, body)).toEqual([`: ${GOAL_MESSAGES.nothingToUpdate}`]);
    expect(unknownKeys(updateGoalBody, { savedAmount: 5 })).toEqual(['savedAmount']);
  });
});

describe('a goal id in a path', () => {
  it('reads a positive whole number', () => {
    expect(goalIdParams.parse({ id: '12' })).toEqual({ id: 12 });
    expect(problems(goalIdParams, { id: 'abc' })).toEqual([`id: ${FIELD_MESSAGES.id}`]);
  });
});

describe('POST /api/future-goals/balance', () => {
  const balance = GOAL_MESSAGES.balance;
  it('takes dollars, fractions too, up to the ceiling', () => {
    expect(balanceBody.parse({ balance: 1234.56 })).toEqual({ balance: 1234.56 });
    expect(balanceBody.parse({ balance: MAX_AMOUNT_DOLLARS })).toEqual({ balance: MAX_AMOUNT_DOLLARS });
    expect(problems(balanceBody, {})).toEqual([`balance: ${balance.required}`]);
    expect(problems(balanceBody, { balance: 'lots' })).toEqual([`balance: ${balance.notNumber}`]);
    expect(problems(balanceBody, { balance: -0.01 })).toEqual([`balance: ${balance.negative}`]);
    expect(problems(balanceBody, { balance: MAX_AMOUNT_DOLLARS + 0.01 })).toEqual([
      `balance: ${balance.ceiling}`,
    ]);
  });

  it('refuses a fraction of a cent instead of rounding it', () => {
    expect(problems(balanceBody, { balance: 1.005 })).toEqual([`balance: ${balance.fractionOfCent}`]);
    expect(problems(balanceBody, { balance: 0.001 })).toEqual([`balance: ${balance.fractionOfCent}`]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }), (cents) => {
        expect(isWholeCents(cents / 100)).toBe(true);
        expect(isWholeCents(cents / 100 + 0.004)).toBe(false);
      }),
    );
  });

  it('rounds dollars to the nearest cent', () => {
    expect(dollarsToCents(1234.56)).toBe(123_456);
    expect(dollarsToCents(0.015)).toBe(2);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }), (cents) => {
        expect(dollarsToCents(cents / 100)).toBe(cents);
      }),
    );
  });
});
