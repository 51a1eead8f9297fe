import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS, emailField, isoDateField, textField } from './schemas.ts';

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
  });
});
