import {
  hashKey,
  MutationObserver,
  onlineManager,
  partialMatchKey,
  type DataTag,
  type MutationOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { UNDO_FAILED_TEXT, UNDO_FAILED_TITLE } from '../domain/undo-text.ts';
import { isServerUnavailable, NetworkFailure, serverMessage } from './api.ts';
import { undoHistoryOf, type RowIds, type UndoHistory, type UndoLabel } from './undo-history.ts';

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
  /**
   * The kind of write, for a write that may wait for the network: its mutation key, under which the app
   * registers it (`writeDefaults`) so that a change queued offline is sent after a reload. Such a write takes
   * everything it needs from its variables, which must be plain data.
   */
  name?: string;
  send: (variables: Variables) => Promise<Result>;
  edits: (variables: Variables) => readonly CacheEdit[];
  /**
   * What the user is told when the write fails (the change has been rolled back by then): a description
   * under the usual title, a title and description, or null when the screen says it in place. `queued`: the
   * change was made offline and sent later.
   */
  failure: (error: unknown, variables: Variables, sent: { queued: boolean }) => string | FailureText | null;
  onSaved?: (result: Result, variables: Variables) => void;
  /** What to read again after a success; the edited keys unless said otherwise. */
  refetch?: (result: Result, variables: Variables) => readonly QueryKey[];
  /** How the change is undone; a write without it is not in the undo history. */
  undo?: UndoDeclaration<Variables, Result>;
}

export interface Snapshot {
  queryKey: QueryKey;
  data: unknown;
}

/** A saved write as its undo sees it. */
export interface Saved<Variables, Result> {
  variables: Variables;
  result: Result;
  /** Each edited query as it was just before this write. */
  before: readonly Snapshot[];
}

/** The write that takes a change back: another optimistic write, started by the undo history. */
export interface Reversal {
  readonly start: (queryClient: QueryClient, report: ReportFailure, history: UndoHistory) => void;
}

/** Each write declares its own undo (docs/budget-screen.md "Undo"). */
export interface UndoDeclaration<Variables, Result> {
  /** What the change does, in the user's words: the toast's text. */
  label: (variables: Variables) => UndoLabel;
  /** The write that takes the saved change back, ids read through `rows`; null when there is nothing to do. */
  reverse: (saved: Saved<Variables, Result>, rows: RowIds) => Reversal | null;
  /** Whether the toast waits for the history's `announce()`: a dialog tells of the change first. */
  holdToast?: (variables: Variables) => boolean;
}

/** When a reverse creates a deleted row again: which row it was, and the new row's id in the answer. */
export interface Recreated<Result> {
  table: string;
  id: number;
  newId: (result: Result) => number;
}

/**
 * `write` with `variables` as an undo: a refusal is rolled back like any write and says 'Undo failed' with the
 * server's reason; the undo itself is not undone again.
 */
export function reversal<Variables, Result>(
  write: OptimisticWrite<Variables, Result>,
  variables: Variables,
  recreated?: Recreated<Result>,
): Reversal {
  return {
    start(queryClient, report, history) {
      const undoing: OptimisticWrite<Variables, Result> = {
        ...write,
        undo: undefined,
        failure: (error) => ({
          title: UNDO_FAILED_TITLE,
          description: serverMessage(error) ?? UNDO_FAILED_TEXT,
        }),
        onSaved: (result, saved) => {
          write.onSaved?.(result, saved);
          if (recreated) history.recreated(recreated.table, recreated.id, recreated.newId(result));
        },
      };
      void new MutationObserver(queryClient, optimisticMutationOptions(queryClient, undoing, report))
        .mutate(variables)
        .catch(() => undefined);
    },
  };
}

interface WriteContext {
  before: Snapshot[];
  /** Keys whose read this write cancelled: they are read again whatever happens. */
  interrupted: QueryKey[];
  /** The write's entry in the undo history. */
  undoId?: number;
  /**
   * Made offline (or restored from the device): its keys are read again once it is saved, since other devices
   * may have changed them meanwhile.
   */
  queued?: boolean;
}

export interface FailureText {
  title?: string;
  description: string;
}

/** Tells the user a write failed (a toast in the app). */
export type ReportFailure = (text: FailureText) => void;

/** Every optimistic write carries this key, so one can tell whether others are still in flight. */
export const OPTIMISTIC_WRITE_KEY = ['optimistic-write'] as const;

/** The key of a named write: `OPTIMISTIC_WRITE_KEY` and the name. */
export function writeKey(name: string): QueryKey {
  return [...OPTIMISTIC_WRITE_KEY, name];
}

/** Whether a mutation key is a named write's, the kind that is kept on the device while it waits. */
export function isNamedWriteKey(mutationKey: unknown): boolean {
  return (
    Array.isArray(mutationKey) &&
    mutationKey.length === 2 &&
    mutationKey[0] === OPTIMISTIC_WRITE_KEY[0] &&
    typeof mutationKey[1] === 'string'
  );
}

/** Optimistic writes run one at a time, in the order they were made (so a queue sent later keeps its order). */
const WRITE_SCOPE = { id: 'optimistic-writes' };

/** The longest wait between two tries of a write that found no network. */
const MAX_RETRY_DELAY_MS = 30_000;
/** Tries after the first of a write the server could not serve just now (a 503) before it is rolled back. */
const UNAVAILABLE_RETRIES = 3;

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
  const history = undoHistoryOf(queryClient);
  return {
    mutationKey: write.name === undefined ? OPTIMISTIC_WRITE_KEY : writeKey(write.name),
    mutationFn: write.send,
    scope: WRITE_SCOPE,
    // A write that never reached the server is tried again, and waits while the browser is offline; one the
    // server could not serve just now is tried a few times more; a refusal is final.
    retry: (failures, error) =>
      error instanceof NetworkFailure || (isServerUnavailable(error) && failures < UNAVAILABLE_RETRIES),
    retryDelay: (failures) => Math.min(1000 * 2 ** failures, MAX_RETRY_DELAY_MS),
    onMutate: async (variables) => {
      // In the history from the start, so an undo at once waits for this change rather than taking an older one.
      const undoId = write.undo ? history.begin(write.undo.label(variables)) : undefined;
      const edits = write.edits(variables);
      const interrupted = edits
        .map((edit) => edit.queryKey)
        .filter((queryKey) => queryClient.isFetching({ queryKey }) > 0);
      await Promise.all(edits.map(({ queryKey }) => queryClient.cancelQueries({ queryKey })));
      const before = edits.map(({ queryKey }) => ({ queryKey, data: queryClient.getQueryData(queryKey) }));
      for (const { queryKey, edit } of edits)
        queryClient.setQueryData(queryKey, edit(queryClient.getQueryData(queryKey)));
      return { before, interrupted, undoId, queued: !onlineManager.isOnline() };
    },
    onSuccess: (result, variables, context) => {
      write.onSaved?.(result, variables);
      const { undo } = write;
      if (!undo || context.undoId === undefined) return;
      const saved = { variables, result, before: context.before };
      const reverse = (rows: RowIds) => undo.reverse(saved, rows)?.start(queryClient, reportFailure, history);
      // A change made offline is sent later with others: no undo toast then (it would hide a refusal's toast),
      // but an undo asked for while it waited still happens.
      if (context.queued) history.savedWithoutUndo(context.undoId, reverse);
      else history.saved(context.undoId, reverse, { hold: undo.holdToast?.(variables) ?? false });
    },
    onError: (error, variables, context) => {
      console.error(error);
      if (context?.undoId !== undefined) history.failed(context.undoId);
      for (const { queryKey, data } of [...(context?.before ?? [])].reverse()) {
        queryClient.setQueryData(queryKey, data);
      }
      const text = write.failure(error, variables, { queued: context?.queued ?? false });
      if (text !== null) reportFailure(typeof text === 'string' ? { description: text } : text);
    },
    onSettled: (result, error, variables, context) => {
      const edited = context?.before.map((snapshot) => snapshot.queryKey) ?? [];
      const settle = error === null && write.refetch ? write.refetch(result as Result, variables) : edited;
      const reread = context?.queued ? edited : [];
      refetchWhenQuiet(queryClient, [...settle, ...reread, ...(context?.interrupted ?? [])]);
    },
  };
}

/**
 * Registers `writes` as their keys' mutation defaults, so a write of theirs restored from the device (made
 * offline before a reload) is sent, rolled back or reported like one made in this visit.
 */
export function writeDefaults(
  queryClient: QueryClient,
  writes: readonly OptimisticWrite<never, unknown>[],
  reportFailure: ReportFailure,
): void {
  for (const write of writes) {
    if (write.name === undefined) continue;
    const options = optimisticMutationOptions(queryClient, write, reportFailure);
    queryClient.setMutationDefaults(writeKey(write.name), options as MutationOptions);
  }
}
