import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from './password-rules.ts';
import { CONTROL_CHARACTERS, emailField, isoDateField, newPasswordField, textField } from './schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('request fields', () => {
  it('gives the spec messages for email', () => {
    expect(firstMessage(emailField.safeParse(undefined))).toBe('Email is required');
    expect(firstMessage(emailField.safeParse('  '))).toBe('Email is required');
    expect(firstMessage(emailField.safeParse('not-an-address'))).toBe('Please enter a valid email address');
    expect(emailField.parse('  a@b.co ')).toBe('a@b.co');
  });

  it('gives the spec messages for a new password', () => {
    expect(firstMessage(newPasswordField.safeParse(''))).toBe('Password is required');
    expect(firstMessage(newPasswordField.safeParse('12345'))).toBe('Password must be at least 6 characters');
    expect(newPasswordField.safeParse('tulip-harbor-9').success).toBe(true);
  });

  it('refuses the most common passwords, in any letter case', () => {
    for (const common of ['123456', 'password', 'Qwerty123', 'iloveyou']) {
      expect(firstMessage(newPasswordField.safeParse(common))).toBe(PASSWORD_MESSAGES.tooCommon);
    }
  });

  it('says so when a password is over 72 bytes, counting multi-byte characters', () => {
    expect(newPasswordField.safeParse('a'.repeat(72)).success).toBe(true);
    expect(firstMessage(newPasswordField.safeParse('a'.repeat(73)))).toBe(PASSWORD_MESSAGES.tooLong);
    expect(firstMessage(newPasswordField.safeParse('é'.repeat(37)))).toBe(PASSWORD_MESSAGES.tooLong);
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
