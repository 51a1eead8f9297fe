import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore } from '@tanstack/query-persist-client-core';
import { offlinePersistOptions, resumeAfterRestore, type PersistOptions } from './offline-persistence.ts';

/** The restore of the device's kept data (docs/offline.md), started before the app's first render. */
export interface KeptDataRestore {
  /** Settles once the restore is over: restored, nothing to restore, or failed (then nothing is restored). */
  done: Promise<void>;
  /** Whether `done` has settled. */
  isDone(): boolean;
  /** Whether queries wait for it before reading: only when the device may keep data (`mayHaveKeptData`). */
  holdsReads: boolean;
  /** How the client is kept from then on. */
  options: PersistOptions;
}

/**
 * Starts restoring what the device kept into `queryClient` at once, instead of from the first render's effect
 * (as TanStack's PersistQueryClientProvider does): the first render can then wait for it and draw the kept month
 * in one pass. Once restored, queued writes resume and kept reads are read again (`resumeAfterRestore`), then
 * `onRestored` runs. `loadWriteDefaults` registers the writes' defaults before a queued write is restored.
 * `holdsReads`: whether queries wait for it; on a device that keeps nothing they need not, and a first visit's
 * reads (started at once) draw the month without waiting for IndexedDB.
 */
export function restoreKeptData(
  queryClient: QueryClient,
  options: { loadWriteDefaults: () => Promise<void>; onRestored: () => void; holdsReads: boolean },
): KeptDataRestore {
  const { loadWriteDefaults, onRestored, holdsReads } = options;
  const persistOptions = offlinePersistOptions(loadWriteDefaults);
  let settled = false;
  const done = persistQueryClientRestore({ ...persistOptions, queryClient })
    .then(() => {
      resumeAfterRestore(queryClient);
      onRestored();
    })
    // A kept client that cannot be read is dropped by the restore itself; the app goes on without it.
    .catch(() => undefined)
    .finally(() => {
      settled = true;
    });
  return { done, isDone: () => settled, holdsReads, options: persistOptions };
}
