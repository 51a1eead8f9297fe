import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { createStore, del, get, set } from 'idb-keyval';
import { PRODUCT_NAME } from '@halfwise/core/product.ts';
import { forgetRealIds } from './placeholder-ids.ts';
import { readAccessToken } from './session-store.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * What the app last saw and the writes still waiting, kept in IndexedDB (docs/offline.md). Only data: the
 * tokens stay where they are (localStorage), and nothing is kept for a visitor who is not signed in.
 */
const store = () => createStore(`${PRODUCT_NAME}-offline`, 'cache');
const CLIENT_KEY = 'query-client';

/**
 * Whose data this is: the access token's subject (a JWT's `sub`). Restoring another account's data is refused
 * (the persister's buster), so a change of account starts empty; '' when signed out.
 */
export function sessionOwner(token = readAccessToken()): string {
  const payload = token?.split('.')[1];
  if (!payload) return '';
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : '';
  } catch {
    return '';
  }
}

/**
 * The persister of the query client: one record, written again after every change (a write that is running
 * leaves only the newest state to follow it), marked with its owner. While signed out it forgets instead.
 */
export function createOfflinePersister(): Persister {
  let writing: Promise<void> | null = null;
  let next: PersistedClient | null = null;
  const write = async (): Promise<void> => {
    while (next) {
      const client = next;
      next = null;
      const owner = sessionOwner();
      await (owner ? set(CLIENT_KEY, { ...client, buster: owner }, store()) : del(CLIENT_KEY, store()));
    }
    writing = null;
  };
  return {
    persistClient(client) {
      next = client;
      writing ??= write();
      return writing;
    },
    restoreClient: () => get<PersistedClient>(CLIENT_KEY, store()),
    removeClient: () => del(CLIENT_KEY, store()),
  };
}

/** Forgets everything kept for offline use: on sign-out and before another account's data comes in. */
export async function forgetOfflineData(): Promise<void> {
  forgetRealIds();
  localStorage.removeItem(STORAGE_KEYS.lastSeenAt);
  await del(CLIENT_KEY, store());
}
