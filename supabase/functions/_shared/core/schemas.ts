import { z } from 'zod/mini';
import { EMAIL_MESSAGES } from './email-rules.ts';
import { MAX_AMOUNT_CENTS } from './money-limits.ts';
import {
  MAX_PASSWORD_BYTES,
  MIN_PASSWORD_LENGTH,
  PASSWORD_MESSAGES,
  passwordByteLength,
  passwordIsEmail,
} from './password-rules.ts';
import { textFault, TEXT_MESSAGES, writtenTextFault, type TextOptions } from './text-rule.ts';

// Request fields shared by several endpoints, with the spec's messages (account-and-billing §5).

export const CONTROL_CHARACTERS = TEXT_MESSAGES.control;

/** Shown after the field's name ('amount: Must be …'), as every API message is. */
export const FIELD_MESSAGES = {
  id: 'Must be a valid id',
  amountRequired: 'Amount is required',
  wholeCents: 'Must be a whole number of cents',
  centsCeiling: `Must be at most ${MAX_AMOUNT_CENTS} cents`,
  aboveZero: 'Must be more than zero',
  notNegative: 'Must not be negative',
  dateFormat: 'Please enter a date as yyyy-MM-dd',
  realDate: 'Please enter a real date',
} as const;

/** A zod check that reports what `fault` finds in a string, under the field being checked. */
export function faultCheck(fault: (value: string) => string | null) {
  return z.superRefine((value: string, ctx) => {
    const message = fault(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  });
}

/**
 * Every text field of every request starts here: a string without control characters (a NUL byte cannot even
 * be stored) or a lone surrogate (core/text-rule.ts), refused with a 400 that names the field. `multiline` lets
 * tabs and line breaks through.
 */
export function textField(error?: string, options: TextOptions = {}) {
  return z
    .string(error === undefined ? undefined : { error })
    .check(faultCheck((value) => textFault(value, options)));
}

/** What a person writes (names, notes, categories, emoji): a text field with the whole of core/text-rule.ts. */
export function writtenTextField(error?: string, options: TextOptions = {}) {
  return z
    .string(error === undefined ? undefined : { error })
    .check(faultCheck((value) => writtenTextFault(value, options)));
}

export const emailField = z.pipe(
  textField(EMAIL_MESSAGES.required).check(z.trim(), z.minLength(1, EMAIL_MESSAGES.required)),
  z.email(EMAIL_MESSAGES.invalid),
);

/**
 * A password being chosen: the spec's 6-character minimum and at most 72 bytes. The server adds its list of
 * common passwords (`newPasswordField` in _shared/schemas.ts); whether it equals the email is checked where the
 * email is known (`refusePasswordEqualToEmail`).
 */
export const newPasswordRulesField = textField(PASSWORD_MESSAGES.required).check(
  z.minLength(1, PASSWORD_MESSAGES.required),
  z.minLength(MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooShort),
  z.refine((password) => passwordByteLength(password) <= MAX_PASSWORD_BYTES, PASSWORD_MESSAGES.tooLong),
);

/** For a body with `email` and `password`: refuses a password that is the email address. */
export function refusePasswordEqualToEmail(
  body: { email: string; password: string },
  ctx: z.core.$RefinementCtx,
) {
  if (passwordIsEmail(body.password, body.email)) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MESSAGES.isEmail });
  }
}

/** A password being checked at login: any non-empty value. */
export const passwordField = textField(PASSWORD_MESSAGES.required).check(
  z.minLength(1, PASSWORD_MESSAGES.required),
);

export const uuidParam = z.uuid(FIELD_MESSAGES.id);

/** A calendar date written yyyy-MM-dd that actually exists (no 2025-02-30). */
export const isoDateField = textField().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, FIELD_MESSAGES.dateFormat),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, FIELD_MESSAGES.realDate),
);

/** What an amount under `min` (0 or 1 cent) is told. */
export const belowMinimum = (min: number) =>
  min > 0 ? FIELD_MESSAGES.aboveZero : FIELD_MESSAGES.notNegative;

/** An amount in whole cents up to the amount ceiling, with no lower bound of its own. */
export function wholeCents() {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined ? FIELD_MESSAGES.amountRequired : FIELD_MESSAGES.wholeCents,
    })
    .check(z.int(FIELD_MESSAGES.wholeCents), z.lte(MAX_AMOUNT_CENTS, FIELD_MESSAGES.centsCeiling));
}

/** An amount in whole cents from `min` to the amount ceiling. */
export function centsField(min: number) {
  return wholeCents().check(z.gte(min, belowMinimum(min)));
}
