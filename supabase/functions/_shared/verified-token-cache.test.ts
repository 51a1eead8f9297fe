import { describe, expect, it } from 'vitest';
import { createVerifiedTokenCache } from './verified-token-cache.ts';

describe('verified token cache', () => {
  it('returns claims until the token expires, then forgets them', () => {
    let now = 1_000_000;
    const cache = createVerifiedTokenCache<{ exp?: number; sub: string }>({ maxEntries: 10, now: () => now });
    cache.set('t1', { sub: 'a', exp: now / 1000 + 60 });
    expect(cache.get('t1')?.sub).toBe('a');
    now += 60_000;
    expect(cache.get('t1')).toBeUndefined();
  });

  it('never keeps a token without an expiry', () => {
    const cache = createVerifiedTokenCache<{ exp?: number }>({ maxEntries: 10 });
    cache.set('t', {});
    expect(cache.get('t')).toBeUndefined();
  });

  it('evicts the oldest entry when full', () => {
    const exp = Date.now() / 1000 + 600;
    const cache = createVerifiedTokenCache<{ exp?: number }>({ maxEntries: 2 });
    cache.set('a', { exp });
    cache.set('b', { exp });
    cache.set('c', { exp });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });
});
