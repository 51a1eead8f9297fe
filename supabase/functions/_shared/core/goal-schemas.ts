import { z } from 'zod/mini';
import { idParam } from './budget-schemas.ts';
import { writtenTextField } from './schemas.ts';
import { MAX_GOAL_EMOJI_LENGTH, MAX_GOAL_NAME_LENGTH } from './goal-contract.ts';
import { goalTimingFields } from './goal-timing.ts';
import { isIsoDate } from './iso-date.ts';
import { MAX_AMOUNT_CENTS, MAX_AMOUNT_DOLLARS } from './money-limits.ts';

// Request bodies of the Future Goals endpoints (docs/api.md "Future Goals"), with the spec's messages (core §5).

const CEILING_TEXT = '$1,000,000';

/** What is told about an amount; `label` starts every message. */
const amountMessages = (label: string) =>
  ({
    required: `${label} is required`,
    notNumber: `${label} must be a number`,
    negative: `${label} must be non-negative`,
    ceiling: `${label} must be at most ${CEILING_TEXT}`,
    wholeCents: `${label} must be a whole number of cents`,
    fractionOfCent: `${label} must have at most two decimals`,
  }) as const;
type AmountMessages = ReturnType<typeof amountMessages>;

export const GOAL_MESSAGES = {
  targetAmount: amountMessages('Target amount'),
  savedAmount: amountMessages('Saved amount'),
  balance: amountMessages('Balance'),
  nameRequired: 'Goal name is required',
  nameLength: `Goal name must be at most ${MAX_GOAL_NAME_LENGTH} characters`,
  emoji: `Emoji must be 1 to ${MAX_GOAL_EMOJI_LENGTH} characters`,
  sortOrder: 'Sort order must be a positive whole number',
  nothingToUpdate: 'Nothing to update: send name, targetAmount, emoji, targetMonth, repeatMonths or nextDue',
} as const;

/** A non-negative number up to `max`. */
function amountField(messages: AmountMessages, max: number) {
  return z
    .number({
      error: (issue) => (issue.input === undefined ? messages.required : messages.notNumber),
    })
    .check(z.gte(0, messages.negative), z.lte(max, messages.ceiling));
}

function centsField(messages: AmountMessages) {
  return amountField(messages, MAX_AMOUNT_CENTS).check(z.int(messages.wholeCents));
}

/** A goal's name, on every way in (the requests and the import). */
export const goalNameField = writtenTextField(GOAL_MESSAGES.nameRequired).check(
  z.trim(),
  z.minLength(1, GOAL_MESSAGES.nameRequired),
  z.maxLength(MAX_GOAL_NAME_LENGTH, GOAL_MESSAGES.nameLength),
);

const goalEmojiField = writtenTextField(GOAL_MESSAGES.emoji).check(
  z.trim(),
  z.refine((emoji) => {
    const length = [...emoji].length;
    return length >= 1 && length <= MAX_GOAL_EMOJI_LENGTH;
  }, GOAL_MESSAGES.emoji),
);

/** A goal's place in the list (ids are positive whole numbers, and a new goal's sort order is its id). */
const sortOrderField = z
  .number({ error: GOAL_MESSAGES.sortOrder })
  .check(
    z.int(GOAL_MESSAGES.sortOrder),
    z.gte(1, GOAL_MESSAGES.sortOrder),
    z.lte(Number.MAX_SAFE_INTEGER, GOAL_MESSAGES.sortOrder),
  );

/** POST /api/future-plans; `sortOrder` puts a deleted goal back where it was (undo), else it goes last. */
export const createGoalBody = z.strictObject({
  /** Accepted and ignored: the token says whose goal it is. */
  userId: z.optional(z.unknown()),
  name: goalNameField,
  targetAmount: centsField(GOAL_MESSAGES.targetAmount),
  /** Accepted and ignored: always stored as GOAL_TIMEFRAME_MONTHS (goal-contract.ts). */
  timeframeMonths: z.optional(z.unknown()),
  emoji: z.optional(goalEmojiField),
  savedAmount: z.optional(centsField(GOAL_MESSAGES.savedAmount)),
  sortOrder: z.optional(sortOrderField),
  ...goalTimingFields,
});

export const updateGoalBody = z
  .strictObject({
    name: z.optional(goalNameField),
    targetAmount: z.optional(centsField(GOAL_MESSAGES.targetAmount)),
    emoji: z.optional(goalEmojiField),
    ...goalTimingFields,
  })
  .check(
    z.refine(
      (changes) => Object.values(changes).some((value) => value !== undefined),
      GOAL_MESSAGES.nothingToUpdate,
    ),
  );

/** A goal id in a path: a positive whole number, as budget and item ids are. */
export const goalIdParams = z.object({ id: idParam });

/**
 * POST /api/future-goals/balance: dollars as the spec sends them, to the cent; a fraction of a cent is refused,
 * not rounded (the screen rounds what is typed before it sends: core/money-text.ts).
 */
export const balanceBody = z.strictObject({
  balance: amountField(GOAL_MESSAGES.balance, MAX_AMOUNT_DOLLARS).check(
    z.refine(isWholeCents, GOAL_MESSAGES.balance.fractionOfCent),
  ),
});

/** Dollars to integer cents, rounded to the nearest cent. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Whether `dollars` is a whole number of cents: 1.01 is, 1.005 is not (it holds half a cent). */
export function isWholeCents(dollars: number): boolean {
  return dollarsToCents(dollars) / 100 === dollars;
}

export const GOAL_SETTINGS_MESSAGES = {
  intoBudget: 'Into budget must be true or false',
} as const;

/** PUT /api/goals/settings: the switch that puts the goals' set-asides into the budget. */
export const goalSettingsBody = z.strictObject({
  intoBudget: z.boolean({ error: GOAL_SETTINGS_MESSAGES.intoBudget }),
});

export const SET_ASIDE_TICK_MESSAGES = {
  date: 'Must be a date as YYYY-MM-DD',
  notPlanned: 'Must be a payday after today with a set-aside in the budget',
  paid: 'Paid must be true or false',
} as const;

/** PUT /api/goals/set-asides/:date: the payday whose 'Future Goals' line is ticked. */
export const setAsideTickParams = z.object({
  date: z.string().check(z.refine(isIsoDate, SET_ASIDE_TICK_MESSAGES.date)),
});

/** PUT /api/goals/set-asides/:date: ticked paid (its amount goes into the Future Goals balance) or not. */
export const setAsideTickBody = z.strictObject({
  paid: z.boolean({ error: SET_ASIDE_TICK_MESSAGES.paid }),
});
