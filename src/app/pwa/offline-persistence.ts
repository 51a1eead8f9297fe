import type { Mutation, Query, QueryClient } from '@tanstack/react-query';
import type { PersistedClient, PersistQueryClientOptions } from '@tanstack/query-persist-client-core';
import { createOfflinePersister, sessionOwner } from '../../lib/offline-store.ts';
import { isNamedWriteKey } from '../../lib/optimistic-mutation.ts';
import { whenFirstScreenDrawn } from '../ui/first-screen.ts';
import { OFFLINE_MAX_AGE_MS } from './offline-rules.ts';

/** How the query client is kept: everything but the client itself. */
export type PersistOptions = Omit<PersistQueryClientOptions, 'queryClient'>;

/**
 * Reads from the API that came back (a later read that failed offline leaves the data); not screen-local keys
 * (a payment form's secret, an invitation).
 */
function isKeptQuery(query: Query): boolean {
  const [root] = query.queryKey;
  return query.state.data !== undefined && typeof root === 'string' && root.startsWith('/api/');
}

/**
 * Named writes not yet answered: paused ones and the one being sent, which a reload would otherwise lose
 * (sent again, its idempotency key makes it count once).
 */
function isKeptWrite(mutation: Mutation): boolean {
  return mutation.state.status === 'pending' && isNamedWriteKey(mutation.options.mutationKey);
}

/**
 * The kept writes as this visit resumes them: all paused (so `resumePausedMutations` sends them, the one
 * cut off first), none tied to an undo entry of the visit that made it. `loadWriteDefaults` registers the
 * writes' mutation defaults first: a restored write is sent by its defaults.
 */
async function prepareRestore(
  client: PersistedClient | undefined,
  owner: string,
  loadWriteDefaults: () => Promise<void>,
): Promise<PersistedClient | undefined> {
  if (!client || client.buster !== owner) return client;
  const mutations = client.clientState.mutations.filter((mutation) => isNamedWriteKey(mutation.mutationKey));
  if (mutations.length > 0) await loadWriteDefaults();
  return {
    ...client,
    clientState: {
      ...client.clientState,
      // The data as it was last read; the failure of a later read offline is not kept.
      queries: client.clientState.queries.map((query) => ({
        ...query,
        state: {
          ...query.state,
          status: 'success',
          error: null,
          fetchFailureCount: 0,
          fetchFailureReason: null,
        },
      })),
      mutations: mutations.map((mutation) => ({
        ...mutation,
        state: {
          ...mutation.state,
          isPaused: true,
          context: { ...(mutation.state.context as object), undoId: undefined, queued: true },
        },
      })),
    },
  };
}

/**
 * The query client kept in IndexedDB (docs/offline.md): restored at start if it belongs to the signed-in
 * account and is under a day old, saved after every change.
 */
export function offlinePersistOptions(loadWriteDefaults: () => Promise<void>): PersistOptions {
  const persister = createOfflinePersister();
  const owner = sessionOwner();
  return {
    persister: {
      ...persister,
      restoreClient: async () => prepareRestore(await persister.restoreClient(), owner, loadWriteDefaults),
    },
    maxAge: OFFLINE_MAX_AGE_MS,
    buster: owner,
    dehydrateOptions: { shouldDehydrateQuery: isKeptQuery, shouldDehydrateMutation: isKeptWrite },
  };
}

/**
 * After the restore: writes queued on this device before the reload are sent (offline, once the network is
 * back), and what was restored is read again once the first screen has drawn it, so the screen shows at once what
 * the device kept and then what the server holds. With writes waiting, the reads come after them (each write
 * rereads what it changed): a read before them would show the month without the queued changes. What this visit
 * has read already (or is reading) is not read again: only data older than the visit (`visitStart`, ms since the
 * epoch) came from the device.
 */
export function resumeAfterRestore(queryClient: QueryClient, visitStart = performance.timeOrigin): void {
  const waiting = queryClient
    .getMutationCache()
    .getAll()
    .some((mutation) => mutation.state.isPaused);
  // Before the first screen has drawn, each answer would draw it a second time before its first paint.
  if (!waiting)
    whenFirstScreenDrawn(
      () => void queryClient.invalidateQueries({ predicate: (query) => isFromDevice(query, visitStart) }),
    );
  void queryClient.resumePausedMutations();
}

function isFromDevice(query: Query, visitStart: number): boolean {
  return query.state.data !== undefined && query.state.dataUpdatedAt < visitStart;
}
