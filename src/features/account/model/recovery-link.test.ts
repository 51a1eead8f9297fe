import { expect, it } from 'vitest';
import { parseRecoveryHash } from './recovery-link.ts';

it('reads the recovery tokens', () => {
  expect(
    parseRecoveryHash('#access_token=a.b.c&expires_in=3600&refresh_token=r1&token_type=bearer&type=recovery'),
  ).toEqual({ kind: 'recovery', accessToken: 'a.b.c', refreshToken: 'r1' });
});

it('reports an expired or invalid link', () => {
  expect(
    parseRecoveryHash(
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    ),
  ).toEqual({ kind: 'error', description: 'Email link is invalid or has expired' });
});

it('treats anything else as no link at all', () => {
  expect(parseRecoveryHash('')).toEqual({ kind: 'missing' });
  expect(parseRecoveryHash('#access_token=x&type=signup')).toEqual({ kind: 'missing' });
});
