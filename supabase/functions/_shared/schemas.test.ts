import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from './core/password-rules.ts';
import { newPasswordField } from './schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('a new password', () => {
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
});
