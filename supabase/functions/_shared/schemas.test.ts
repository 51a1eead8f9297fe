import { describe, expect, it } from 'vitest';
import { emailField, isoDateField, newPasswordField } from './schemas.ts';

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
    expect(newPasswordField.safeParse('123456').success).toBe(true);
  });

  it('accepts only real calendar dates', () => {
    expect(isoDateField.safeParse('2000-02-29').success).toBe(true);
    expect(isoDateField.safeParse('2001-02-29').success).toBe(false);
    expect(isoDateField.safeParse('2001-13-01').success).toBe(false);
    expect(isoDateField.safeParse('01/02/2001').success).toBe(false);
  });
});
