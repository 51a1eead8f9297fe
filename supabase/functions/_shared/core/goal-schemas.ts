import { z } from 'zod';
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
    .min(0, `${label} must be non-negative`)
    .max(max, `${label} must be at most ${CEILING_TEXT}`);
}

function centsField(label: string) {
  return amountField(label, MAX_AMOUNT_CENTS).int(`${label} must be a whole number of cents`);
}

const goalNameField = textField('Goal name is required')
  .trim()
  .min(1, 'Goal name is required')
  .max(MAX_GOAL_NAME_LENGTH, `Goal name must be at most ${MAX_GOAL_NAME_LENGTH} characters`);

const emojiMessage = `Emoji must be 1 to ${MAX_GOAL_EMOJI_LENGTH} characters`;
const goalEmojiField = textField(emojiMessage)
  .trim()
  .refine((emoji) => {
    const length = [...emoji].length;
    return length >= 1 && length <= MAX_GOAL_EMOJI_LENGTH;
  }, emojiMessage);

const SORT_ORDER_MESSAGE = 'Sort order must be a positive whole number';
/** A goal's place in the list (ids are positive whole numbers, and a new goal's sort order is its id). */
const sortOrderField = z
  .number({ error: SORT_ORDER_MESSAGE })
  .int(SORT_ORDER_MESSAGE)
  .min(1, SORT_ORDER_MESSAGE)
  .max(Number.MAX_SAFE_INTEGER, SORT_ORDER_MESSAGE);

/** POST /api/future-plans; `sortOrder` puts a deleted goal back where it was (undo), else it goes last. */
export const createGoalBody = z.strictObject({
  /** Accepted and ignored: the token says whose goal it is. */
  userId: z.unknown().optional(),
  name: goalNameField,
  targetAmount: centsField('Target amount'),
  /** Accepted and ignored: always stored as GOAL_TIMEFRAME_MONTHS (goal-contract.ts). */
  timeframeMonths: z.unknown().optional(),
  emoji: goalEmojiField.optional(),
  savedAmount: centsField('Saved amount').optional(),
  sortOrder: sortOrderField.optional(),
});

export const updateGoalBody = z
  .strictObject({
    name: goalNameField.optional(),
    targetAmount: centsField('Target amount').optional(),
    emoji: goalEmojiField.optional(),
  })
  .refine(
    (changes) => Object.values(changes).some((value) => value !== undefined),
    'Nothing to update: send name, targetAmount or emoji',
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
