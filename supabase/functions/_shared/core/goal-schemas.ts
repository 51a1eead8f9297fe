import { z } from 'zod/mini';
import { idParam } from './budget-schemas.ts';
import { textField } from './schemas.ts';
import { MAX_GOAL_EMOJI_LENGTH, MAX_GOAL_NAME_LENGTH } from './goal-contract.ts';
import { MAX_AMOUNT_CENTS, MAX_AMOUNT_DOLLARS } from './money-limits.ts';

// Request bodies of the Future Goals endpoints (docs/api.md "Future Goals"), with the spec's messages (core §5).

const CEILING_TEXT = '$1,000,000';

/** A non-negative number up to `max`; `label` starts every message. */
function amountField(label: string, max: number) {
  return z
    .number({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
    })
    .check(z.gte(0, `${label} must be non-negative`), z.lte(max, `${label} must be at most ${CEILING_TEXT}`));
}

function centsField(label: string) {
  return amountField(label, MAX_AMOUNT_CENTS).check(z.int(`${label} must be a whole number of cents`));
}

/** A goal's name, on every way in (the requests and the import). */
export const goalNameField = textField('Goal name is required').check(
  z.trim(),
  z.minLength(1, 'Goal name is required'),
  z.maxLength(MAX_GOAL_NAME_LENGTH, `Goal name must be at most ${MAX_GOAL_NAME_LENGTH} characters`),
);

const emojiMessage = `Emoji must be 1 to ${MAX_GOAL_EMOJI_LENGTH} characters`;
const goalEmojiField = textField(emojiMessage).check(
  z.trim(),
  z.refine((emoji) => {
    const length = [...emoji].length;
    return length >= 1 && length <= MAX_GOAL_EMOJI_LENGTH;
  }, emojiMessage),
);

const SORT_ORDER_MESSAGE = 'Sort order must be a positive whole number';
/** A goal's place in the list (ids are positive whole numbers, and a new goal's sort order is its id). */
const sortOrderField = z
  .number({ error: SORT_ORDER_MESSAGE })
  .check(
    z.int(SORT_ORDER_MESSAGE),
    z.gte(1, SORT_ORDER_MESSAGE),
    z.lte(Number.MAX_SAFE_INTEGER, SORT_ORDER_MESSAGE),
  );

/** POST /api/future-plans; `sortOrder` puts a deleted goal back where it was (undo), else it goes last. */
export const createGoalBody = z.strictObject({
  /** Accepted and ignored: the token says whose goal it is. */
  userId: z.optional(z.unknown()),
  name: goalNameField,
  targetAmount: centsField('Target amount'),
  /** Accepted and ignored: always stored as GOAL_TIMEFRAME_MONTHS (goal-contract.ts). */
  timeframeMonths: z.optional(z.unknown()),
  emoji: z.optional(goalEmojiField),
  savedAmount: z.optional(centsField('Saved amount')),
  sortOrder: z.optional(sortOrderField),
});

export const updateGoalBody = z
  .strictObject({
    name: z.optional(goalNameField),
    targetAmount: z.optional(centsField('Target amount')),
    emoji: z.optional(goalEmojiField),
  })
  .check(
    z.refine(
      (changes) => Object.values(changes).some((value) => value !== undefined),
      'Nothing to update: send name, targetAmount or emoji',
    ),
  );

/** A goal id in a path: a positive whole number, as budget and item ids are. */
export const goalIdParams = z.object({ id: idParam });

/** POST /api/future-goals/balance: whole dollars as the spec sends them (fractions are kept to the cent). */
export const balanceBody = z.strictObject({
  balance: amountField('Balance', MAX_AMOUNT_DOLLARS),
});

/** Dollars to integer cents, rounded to the nearest cent. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
