import { describe, expect, it } from 'vitest';
import { sessionOwner } from './offline-store.ts';

const jwt = (claims: object) =>
  ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'signature'].join('.');

describe('sessionOwner', () => {
  it("is the access token's subject, so another account's kept data is not restored", () => {
    expect(sessionOwner(jwt({ sub: 'user-1', exp: 1 }))).toBe('user-1');
    expect(sessionOwner(jwt({ sub: 'user-2' }))).not.toBe(sessionOwner(jwt({ sub: 'user-1' })));
  });

  it('is empty when signed out or the token cannot be read', () => {
    expect(sessionOwner(null)).toBe('');
    expect(sessionOwner('not-a-jwt')).toBe('');
    expect(sessionOwner(jwt({ name: 'no subject' }))).toBe('');
  });
});
