import { describe, expect, it } from 'vitest';
import { durationSeconds, parseAuthSettings, readAuthSettings } from './settings.ts';

const toml = (email: string) => `
[auth.rate_limit]
email_sent = 7
sign_in_sign_ups = 8
token_refresh = 9
token_verifications = 10

[auth.email]
${email}
`;

describe('Supabase Auth settings from config.toml', () => {
  it('reads the limits and the email settings by their Supabase names', () => {
    expect(parseAuthSettings(toml('secure_password_change = true\nmax_frequency = "1m30s"'))).toEqual({
      rateLimit: {
        emailSentPerHour: 7,
        signInSignUpsPer5Min: 8,
        tokenRefreshPer5Min: 9,
        tokenVerificationsPer5Min: 10,
      },
      securePasswordChange: true,
      emailMaxFrequencySeconds: 90,
    });
  });

  it('refuses a double-confirmed email change without confirmations, which either link would apply', () => {
    expect(() =>
      parseAuthSettings(toml('double_confirm_changes = true\nenable_confirmations = false')),
    ).toThrow(/double_confirm_changes = false/);
  });

  it('refuses a missing limit rather than leave it open', () => {
    expect(() => parseAuthSettings('[auth.rate_limit]\nemail_sent = 1')).toThrow(/sign_in_sign_ups/);
  });

  it.each([
    ['60s', 60],
    ['1m', 60],
    ['1h2m3s', 3723],
    ['500ms', 0.5],
  ])('reads the duration %s', (text, seconds) => {
    expect(durationSeconds(text)).toBe(seconds);
  });

  it.each(['', '60', 'soon', '1d'])('refuses the duration "%s"', (text) => {
    expect(() => durationSeconds(text)).toThrow();
  });

  it("the project's own file asks for a current password and spaces emails out", () => {
    const settings = readAuthSettings();
    expect(settings.securePasswordChange).toBe(true);
    expect(settings.emailMaxFrequencySeconds).toBeGreaterThan(0);
  });
});
