import 'fake-indexeddb/auto';
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { createStore, get } from 'idb-keyval';
import { PRODUCT_NAME } from '@halfwise/core/product.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test-support/memory-storage.ts';
import { createOfflinePersister, forgetOfflineData, sessionOwner } from './offline-store.ts';
import { newPlaceholderId, realId, rememberRealId } from './placeholder-ids.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

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
    expect(sessionOwner(jwt({ sub: 42 }))).toBe('');
    expect(sessionOwner('e30.bm90IGpzb24.signature')).toBe('');
  });

  it('reads a subject whose encoding uses the URL-safe letters', () => {
    // '>>>' and '???' encode to base64url with '-' and '_' where plain base64 has '+' and '/'.
    const sub = '>>>???';
    const token = jwt({ sub });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(sessionOwner(token)).toBe(sub);
  });

  it('reads the stored access token when none is given', () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    localStorage.setItem(STORAGE_KEYS.authToken, jwt({ sub: 'user-3' }));
    expect(sessionOwner()).toBe('user-3');
    vi.unstubAllGlobals();
  });
});

// The same database and store the app's persister uses, opened beside it as the browser would.
const kept = () =>
  get<PersistedClient & { buster: string }>('query-client', createStore(`${PRODUCT_NAME}-offline`, 'cache'));
const client = (marker: number): PersistedClient => ({
  timestamp: marker,
  buster: '',
  clientState: { queries: [], mutations: [] },
});

describe('what is kept on the device for offline use', () => {
  beforeEach(async () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    await createOfflinePersister().removeClient();
    return () => vi.unstubAllGlobals();
  });

  it('is the newest state, marked with its owner, and is read back as kept', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, jwt({ sub: 'user-1' }));
    const persister = createOfflinePersister();
    const first = persister.persistClient(client(1));
    // Written while the first write runs: only the newest follows it.
    void persister.persistClient(client(2));
    await persister.persistClient(client(3));
    await first;
    expect(await kept()).toEqual({ ...client(3), buster: 'user-1' });
    expect(await persister.restoreClient()).toEqual({ ...client(3), buster: 'user-1' });

    await persister.persistClient(client(4));
    expect((await kept())?.timestamp).toBe(4);
  });

  it('is forgotten instead while nobody is signed in', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, jwt({ sub: 'user-1' }));
    const persister = createOfflinePersister();
    await persister.persistClient(client(1));
    localStorage.removeItem(STORAGE_KEYS.authToken);
    await persister.persistClient(client(2));
    expect(await kept()).toBeUndefined();
  });

  it('is removed by the persister and on sign-out, with the ids and the time last seen', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, jwt({ sub: 'user-1' }));
    const persister = createOfflinePersister();
    await persister.persistClient(client(1));
    await persister.removeClient();
    expect(await persister.restoreClient()).toBeUndefined();

    await persister.persistClient(client(2));
    const placeholder = newPlaceholderId();
    rememberRealId(placeholder, 41);
    localStorage.setItem(STORAGE_KEYS.lastSeenAt, '1700000000000');
    await forgetOfflineData();
    expect(await kept()).toBeUndefined();
    expect(realId(placeholder)).toBe(placeholder);
    expect(localStorage.getItem(STORAGE_KEYS.lastSeenAt)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).not.toBeNull();
  });
});
