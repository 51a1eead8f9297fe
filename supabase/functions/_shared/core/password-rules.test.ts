import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_PASSWORD_BYTES,
  MIN_PASSWORD_LENGTH,
  newPasswordProblem,
  PASSWORD_MESSAGES,
  PASSWORD_RULE,
} from './password-rules.ts';

describe('the password rule a person reads', () => {
  it('names the length that is enforced, the email and common passwords', () => {
    expect(PASSWORD_RULE).toContain(`At least ${MIN_PASSWORD_LENGTH} characters`);
    expect(PASSWORD_RULE).toMatch(/email address/);
    expect(PASSWORD_RULE).toMatch(/commonly used password/);
  });

  it('is the rule applied: shorter than the length it names is refused, the length itself is not', () => {
    const stated = Number(/At least (\d+) characters/.exec(PASSWORD_RULE)?.[1]);
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme-ascii' }), (password) => {
        const problem = newPasswordProblem(password);
        if (password.length < stated) expect(problem).toBe(PASSWORD_MESSAGES.tooShort);
        else expect(problem).toBeUndefined();
      }),
    );
  });

  it('refuses the email address it says it refuses, in any letter case, spaces around either aside', () => {
    expect(newPasswordProblem('Ann@Example.com', 'ann@example.com')).toBe(PASSWORD_MESSAGES.isEmail);
    expect(newPasswordProblem(' ann@example.com ', 'ann@example.com')).toBe(PASSWORD_MESSAGES.isEmail);
    expect(newPasswordProblem('ann@example.com', ' ANN@example.com ')).toBe(PASSWORD_MESSAGES.isEmail);
    expect(newPasswordProblem('ann@example.co', 'ann@example.com')).toBeUndefined();
  });

  it('takes from the shortest length to the most bytes bcrypt reads, both included', () => {
    expect(newPasswordProblem('')).toBe(PASSWORD_MESSAGES.required);
    expect(newPasswordProblem('x'.repeat(MIN_PASSWORD_LENGTH))).toBeUndefined();
    expect(newPasswordProblem('x'.repeat(MAX_PASSWORD_BYTES))).toBeUndefined();
    expect(newPasswordProblem('x'.repeat(MAX_PASSWORD_BYTES + 1))).toBe(PASSWORD_MESSAGES.tooLong);
    expect(newPasswordProblem('€'.repeat(MAX_PASSWORD_BYTES / 3))).toBeUndefined();
    expect(newPasswordProblem(`${'€'.repeat(MAX_PASSWORD_BYTES / 3)}x`)).toBe(PASSWORD_MESSAGES.tooLong);
  });
});
