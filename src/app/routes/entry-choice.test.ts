import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { servesLandingAlone } from './entry-choice.ts';

function storageWith(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return { getItem: (key: string) => map.get(key) ?? null } as Storage;
}

const production = { hostname: 'app.halfwise.com', pathname: '/' };

describe('servesLandingAlone', () => {
  it('serves a visitor on the production host the landing page alone, at / and /landing', () => {
    expect(servesLandingAlone(production, storageWith({}), 'app.halfwise.com')).toBe(true);
    expect(
      servesLandingAlone({ ...production, pathname: '/landing' }, storageWith({}), 'app.halfwise.com'),
    ).toBe(true);
  });

  it('gives the whole app to anyone with a stored session', () => {
    const signedIn = storageWith({ [STORAGE_KEYS.authToken]: 'token' });
    const refreshOnly = storageWith({ [STORAGE_KEYS.refreshToken]: 'refresh' });
    expect(servesLandingAlone(production, signedIn, 'app.halfwise.com')).toBe(false);
    expect(servesLandingAlone(production, refreshOnly, 'app.halfwise.com')).toBe(false);
  });

  it('gives the whole app (its beta gate) outside production until access is granted', () => {
    const elsewhere = { hostname: '127.0.0.1', pathname: '/' };
    expect(servesLandingAlone(elsewhere, storageWith({}), 'app.halfwise.com')).toBe(false);
    expect(
      servesLandingAlone(elsewhere, storageWith({ [STORAGE_KEYS.access]: 'granted' }), 'app.halfwise.com'),
    ).toBe(true);
  });

  it('gives the whole app on every other path', () => {
    expect(
      servesLandingAlone({ ...production, pathname: '/login' }, storageWith({}), 'app.halfwise.com'),
    ).toBe(false);
  });
});
