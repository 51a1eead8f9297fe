import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { MAX_AMOUNT_CENTS } from './money-limits.ts';
import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from './password-rules.ts';
import {
  belowMinimum,
  centsField,
  CONTROL_CHARACTERS,
  emailField,
  FIELD_MESSAGES,
  isoDateField,
  newPasswordRulesField,
  passwordField,
  refusePasswordEqualToEmail,
  textField,
  uuidParam,
  wholeCents,
} from './schemas.ts';
import { problems } from './test-schema-problems.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('request fields', () => {
  it('gives the spec messages for email', () => {
    expect(firstMessage(emailField.safeParse(undefined))).toBe('Email is required');
    expect(firstMessage(emailField.safeParse('  '))).toBe('Email is required');
    expect(firstMessage(emailField.safeParse('not-an-address'))).toBe('Please enter a valid email address');
    expect(emailField.parse('  a@b.co ')).toBe('a@b.co');
  });

  it('refuses control characters in every text field, line breaks only where asked for', () => {
    expect(firstMessage(textField().safeParse('a\u0000b'))).toBe(CONTROL_CHARACTERS);
    expect(firstMessage(emailField.safeParse('a\u0000@b.co'))).toBe(CONTROL_CHARACTERS);
    expect(textField().safeParse('two\nlines').success).toBe(false);
    expect(textField(undefined, { multiline: true }).safeParse('two\nlines\tand a tab').success).toBe(true);
    expect(textField(undefined, { multiline: true }).safeParse('bell\u0007').success).toBe(false);
  });

  it('accepts only real calendar dates', () => {
    expect(isoDateField.safeParse('2000-02-29').success).toBe(true);
    expect(isoDateField.safeParse('2001-02-29').success).toBe(false);
    expect(isoDateField.safeParse('2001-13-01').success).toBe(false);
    expect(isoDateField.safeParse('01/02/2001').success).toBe(false);
    expect(problems(isoDateField, '2001-02-29')).toEqual([`: ${FIELD_MESSAGES.realDate}`]);
    expect(problems(isoDateField, '2001-2-28')[0]).toBe(`: ${FIELD_MESSAGES.dateFormat}`);
  });

  it('names a text field by its own message when the value is not text', () => {
    expect(problems(textField('Must be text'), 5)).toEqual([': Must be text']);
    expect(problems(textField(), 'plain')).toEqual([]);
  });

  it('reads an id as a uuid', () => {
    expect(uuidParam.parse('6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f')).toBe(
      '6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f',
    );
    expect(problems(uuidParam, '42')).toEqual([`: ${FIELD_MESSAGES.id}`]);
  });
});

describe('amounts in cents', () => {
  it('tells a missing amount from one that is not a whole number of cents', () => {
    expect(problems(wholeCents(), undefined)).toEqual([`: ${FIELD_MESSAGES.amountRequired}`]);
    expect(problems(wholeCents(), '12')).toEqual([`: ${FIELD_MESSAGES.wholeCents}`]);
    expect(problems(wholeCents(), 1.5)).toEqual([`: ${FIELD_MESSAGES.wholeCents}`]);
    expect(problems(wholeCents(), MAX_AMOUNT_CENTS + 1)).toEqual([`: ${FIELD_MESSAGES.centsCeiling}`]);
    expect(wholeCents().parse(-5)).toBe(-5);
  });

  it('keeps an amount from its minimum to the ceiling, and says which minimum', () => {
    expect(belowMinimum(1)).toBe(FIELD_MESSAGES.aboveZero);
    expect(belowMinimum(0)).toBe(FIELD_MESSAGES.notNegative);
    for (const min of [0, 1]) {
      fc.assert(
        fc.property(fc.integer({ min: -MAX_AMOUNT_CENTS, max: 2 * MAX_AMOUNT_CENTS }), (cents) => {
          const expected =
            cents < min
              ? [`: ${belowMinimum(min)}`]
              : cents > MAX_AMOUNT_CENTS
                ? [`: ${FIELD_MESSAGES.centsCeiling}`]
                : [];
          expect(problems(centsField(min), cents)).toEqual(expected);
        }),
      );
      expect(problems(centsField(min), min - 1)).toEqual([`: ${belowMinimum(min)}`]);
      expect(centsField(min).parse(min)).toBe(min);
      expect(centsField(min).parse(MAX_AMOUNT_CENTS)).toBe(MAX_AMOUNT_CENTS);
    }
  });
});

describe('passwords', () => {
  it('takes a new password of 6 characters to 72 bytes', () => {
    expect(problems(newPasswordRulesField, '')[0]).toBe(`: ${PASSWORD_MESSAGES.required}`);
    expect(problems(newPasswordRulesField, 'x'.repeat(MIN_PASSWORD_LENGTH - 1))).toEqual([
      `: ${PASSWORD_MESSAGES.tooShort}`,
    ]);
    expect(newPasswordRulesField.parse('x'.repeat(MIN_PASSWORD_LENGTH))).toHaveLength(MIN_PASSWORD_LENGTH);
    expect(newPasswordRulesField.parse('a'.repeat(MAX_PASSWORD_BYTES))).toHaveLength(MAX_PASSWORD_BYTES);
    expect(problems(newPasswordRulesField, 'a'.repeat(MAX_PASSWORD_BYTES + 1))).toEqual([
      `: ${PASSWORD_MESSAGES.tooLong}`,
    ]);
    expect(problems(newPasswordRulesField, 'é'.repeat(MAX_PASSWORD_BYTES / 2 + 1))).toEqual([
      `: ${PASSWORD_MESSAGES.tooLong}`,
    ]);
  });

  it('takes any password at login but an empty one', () => {
    expect(passwordField.parse('x')).toBe('x');
    expect(problems(passwordField, '')).toEqual([`: ${PASSWORD_MESSAGES.required}`]);
  });

  it('refuses a password that is the email address, on the password field', () => {
    const signUp = z
      .object({ email: z.string(), password: z.string() })
      .check(z.superRefine(refusePasswordEqualToEmail));
    expect(problems(signUp, { email: 'Ann@Example.com', password: ' ann@example.COM ' })).toEqual([
      `password: ${PASSWORD_MESSAGES.isEmail}`,
    ]);
    expect(problems(signUp, { email: 'ann@example.com', password: 'ann@example.co' })).toEqual([]);
  });
});
