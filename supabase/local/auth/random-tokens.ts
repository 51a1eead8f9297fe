import { createHash, randomBytes, randomInt } from 'node:crypto';

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** An opaque refresh token, alphanumeric like GoTrue's (longer, for more entropy). */
export function newRefreshTokenString(length = 22): string {
  let token = '';
  for (let i = 0; i < length; i++) token += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return token;
}

/** The secret that goes into a recovery link; only its hash is stored. */
export function newRecoveryToken(): string {
  return randomBytes(32).toString('hex');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
