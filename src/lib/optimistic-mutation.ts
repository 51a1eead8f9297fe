import {
  hashKey,
  partialMatchKey,
  type DataTag,
  type MutationOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/** One cached query a write changes at once, and the pure edit it makes there. */
export interface CacheEdit {
  queryKey: QueryKey;
  /** Receives what is cached (undefined before the first read, null after a 401). */
  edit: (cached: unknown) => unknown;
}

/**
 * The edit of one query, typed by its key: a key from `queryOptions` carries the type of what its read
 * answers, which is what the cache holds there.
 */
export function cacheEdit<Data>(
  queryKey: DataTag<QueryKey, Data, unknown>,
  edit: (cached: Data | undefined) => Data,
): CacheEdit {
  return { queryKey, edit: (cached) => edit(cached as Data | undefined) };
}

/**
 * A write the screen shows before the server answers. The cache edits apply at once (after in-flight reads
 * of their keys are cancelled, so an older answer cannot overwrite them); a refusal puts every edited query
 * back as it was and says `failure`; afterwards the keys are read again.
 */
export interface OptimisticWrite<Variables, Result> {
  send: (variables: Variables) => Promise<Result>;
  edits: (variables: Variables) => readonly CacheEdit[];
  /**
   * What the user is told when the write fails (the change has been rolled back by then): a description
   * under the usual title, a title and description, or null when the screen says it in place.
   */
  failure: (error: unknown, variables: Variables) => string | FailureText | null;
  onSaved?: (result: Result, variables: Variables) => void;
  /** What to read again after a success; the edited keys unless said otherwise. */
  refetch?: (result: Result, variables: Variables) => readonly QueryKey[];
}

interface Snapshot {
  queryKey: QueryKey;
  data: unknown;
}

interface WriteContext {
  before: Snapshot[];
  /** Keys whose read this write cancelled: they are read again whatever happens. */
  interrupted: QueryKey[];
}

export interface FailureText {
  title?: string;
  description: string;
}

/** Tells the user a write failed (a toast in the app). */
export type ReportFailure = (text: FailureText) => void;

/** Every optimistic write carries this key, so one can tell whether others are still in flight. */
export const OPTIMISTIC_WRITE_KEY = ['optimistic-write'] as const;

const pendingRefetch = new WeakMap<QueryClient, QueryKey[]>();

/**
 * Reads `keys` again, once no other optimistic write is in flight: a read started while another write's
 * change is only on screen would answer without it, and the screen would lose that change until it settles.
 */
function refetchWhenQuiet(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  const pending = [...(pendingRefetch.get(queryClient) ?? []), ...keys];
  // The write settling now still counts as in flight.
  if (queryClient.isMutating({ mutationKey: OPTIMISTIC_WRITE_KEY }) > 1) {
    pendingRefetch.set(queryClient, pending);
    return;
  }
  pendingRefetch.delete(queryClient);
  const distinct = [...new Map(pending.map((queryKey) => [hashKey(queryKey), queryKey])).values()];
  // A key under another pending key is read by that key's refetch already.
  const widest = distinct.filter(
    (key) => !distinct.some((other) => other !== key && partialMatchKey(key, other)),
  );
  for (const queryKey of widest) void queryClient.invalidateQueries({ queryKey });
}

/** TanStack Query mutation options for `write`: optimistic edit, rollback, a failure report, refetch. */
export function optimisticMutationOptions<Variables, Result>(
  queryClient: QueryClient,
  write: OptimisticWrite<Variables, Result>,
  reportFailure: ReportFailure,
): MutationOptions<Result, unknown, Variables, WriteContext> {
  return {
    mutationKey: OPTIMISTIC_WRITE_KEY,
    mutationFn: write.send,
    onMutate: async (variables) => {
      const edits = write.edits(variables);
      const interrupted = edits
        .map((edit) => edit.queryKey)
        .filter((queryKey) => queryClient.isFetching({ queryKey }) > 0);
      await Promise.all(edits.map(({ queryKey }) => queryClient.cancelQueries({ queryKey })));
      const before = edits.map(({ queryKey }) => ({ queryKey, data: queryClient.getQueryData(queryKey) }));
      for (const { queryKey, edit } of edits)
        queryClient.setQueryData(queryKey, edit(queryClient.getQueryData(queryKey)));
      return { before, interrupted };
    },
    onSuccess: (result, variables) => write.onSaved?.(result, variables),
    onError: (error, variables, context) => {
      console.error(error);
      for (const { queryKey, data } of [...(context?.before ?? [])].reverse()) {
        queryClient.setQueryData(queryKey, data);
      }
      const text = write.failure(error, variables);
      if (text !== null) reportFailure(typeof text === 'string' ? { description: text } : text);
    },
    onSettled: (result, error, variables, context) => {
      const edited = context?.before.map((snapshot) => snapshot.queryKey) ?? [];
      const settle = error === null && write.refetch ? write.refetch(result as Result, variables) : edited;
      refetchWhenQuiet(queryClient, [...settle, ...(context?.interrupted ?? [])]);
    },
  };
}
