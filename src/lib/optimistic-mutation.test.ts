import { MutationObserver, onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNDO_FAILED_TITLE } from '../domain/undo-text.ts';
import fc from 'fast-check';
import { ApiError, NetworkFailure } from './api.ts';
import {
  isNamedWriteKey,
  OPTIMISTIC_WRITE_KEY,
  optimisticMutationOptions,
  reversal,
  writeDefaults,
  writeKey,
  type OptimisticWrite,
  type ReportFailure,
} from './optimistic-mutation.ts';
import { undoHistoryOf } from './undo-history.ts';

const KEY = ['/api/item', 1] as const;

interface Item {
  name: string;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A server holding one item, whose reads and writes answer only when the test says so. */
function fakeServer() {
  let stored: Item = { name: 'Rent' };
  const reads: { answer: () => void }[] = [];
  const writes: {
    answer: () => void;
    refuse: () => void;
    unavailable: () => void;
    unreachable: () => void;
  }[] = [];
  return {
    reads,
    writes,
    read(): Promise<Item> {
      const snapshot = { ...stored };
      const pending = deferred<Item>();
      reads.push({ answer: () => pending.resolve(snapshot) });
      return pending.promise;
    },
    rename(name: string): Promise<Item> {
      const pending = deferred<Item>();
      writes.push({
        answer: () => {
          stored = { name };
          pending.resolve({ ...stored });
        },
        refuse: () => pending.reject(new Error('500: refused')),
        unavailable: () =>
          pending.reject(
            new ApiError(503, '{"message":"The database is unavailable"}', 'Service Unavailable'),
          ),
        unreachable: () => pending.reject(new NetworkFailure(new TypeError('Failed to fetch'))),
      });
      return pending.promise;
    },
  };
}

function setUp(declared: Partial<OptimisticWrite<string, Item>> = {}) {
  const server = fakeServer();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { queryFn: () => server.read(), retry: false }, mutations: { retry: false } },
  });
  const failures: string[] = [];
  const report: ReportFailure = (text) =>
    failures.push(text.title ? `${text.title}: ${text.description}` : text.description);
  const rename: OptimisticWrite<string, Item> = {
    send: (name) => server.rename(name),
    edits: (name) => [{ queryKey: KEY, edit: (cached) => ({ ...(cached as Item), name }) }],
    failure: (_error, name) => `${name} was not saved.`,
    undo: {
      label: (name) => ({ title: `Renamed to ${name}` }),
      reverse: ({ before }) => reversal(rename, (before[0]?.data as Item).name),
    },
    ...declared,
  };
  const mutate = (name: string) =>
    new MutationObserver(queryClient, optimisticMutationOptions(queryClient, rename, report))
      .mutate(name)
      .catch(() => undefined);
  const cached = () => queryClient.getQueryData<Item>(KEY)?.name;
  const history = undoHistoryOf(queryClient);
  return { server, queryClient, failures, mutate, cached, history, rename, report };
}

/** The item on screen: a subscribed observer, as a mounted component holds (only such reads are redone). */
async function loaded(setup: ReturnType<typeof setUp>) {
  const observer = new QueryObserver<Item>(setup.queryClient, { queryKey: KEY });
  unsubscribe.push(observer.subscribe(() => undefined));
  await vi.waitFor(() => expect(setup.server.reads).toHaveLength(1));
  setup.server.reads[0]?.answer();
  await vi.waitFor(() => expect(setup.cached()).toBe('Rent'));
}

/** The item on screen, then the clock faked, so a test can pass the waits between a write's tries at once. */
async function loadedOnFakeTimers(declared: Partial<OptimisticWrite<string, Item>> = {}) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const setup = setUp(declared);
  await loaded(setup);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return setup;
}

/** A rename that the server answers or refuses, awaited until it has settled. */
async function renameTo(name: string, setup: ReturnType<typeof setUp>, outcome: 'answer' | 'refuse') {
  const saving = setup.mutate(name);
  await vi.waitFor(() => expect(setup.server.writes).toHaveLength(1));
  setup.server.writes[0]?.[outcome]();
  await saving;
}

/**
 * The item on screen in a mounted client (as the app's provider mounts it: it sends paused writes once back
 * online), then a rename made offline, shown at once; `reconnect` comes back online and waits for it to be sent.
 */
async function renamedOffline(setup: ReturnType<typeof setUp>, name: string) {
  setup.queryClient.mount();
  unsubscribe.push(() => setup.queryClient.unmount());
  await loaded(setup);
  onlineManager.setOnline(false);
  const saving = setup.mutate(name);
  await vi.waitFor(() => expect(setup.cached()).toBe(name));
  const reconnect = async () => {
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(setup.server.writes).toHaveLength(1));
  };
  return { saving, reconnect };
}

const unsubscribe: (() => void)[] = [];

/** Longer than any wait between two tries of a write. */
const MAX_RETRY_WAIT_MS = 30_000;

/** Lets every promise callback and the cache's batched notifications run. */
const everyPendingCallback = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
  unsubscribe.splice(0).forEach((stop) => stop());
  vi.restoreAllMocks();
});

describe('optimistic writes', () => {
  it('keep an edit made while a read is in flight, and read again once it is saved', async () => {
    const setup = setUp();
    await loaded(setup);
    void setup.queryClient.invalidateQueries({ queryKey: KEY });
    await vi.waitFor(() => expect(setup.server.reads).toHaveLength(2));

    const saving = setup.mutate('Rent and water');
    await vi.waitFor(() => expect(setup.cached()).toBe('Rent and water'));
    // The read that started before the edit answers with the old name: it must not overwrite the edit.
    setup.server.reads[1]?.answer();
    await everyPendingCallback();
    expect(setup.cached()).toBe('Rent and water');

    setup.server.writes[0]?.answer();
    await saving;
    await vi.waitFor(() => expect(setup.server.reads).toHaveLength(3));
    setup.server.reads[2]?.answer();
    await vi.waitFor(() => expect(setup.queryClient.isFetching()).toBe(0));
    expect(setup.cached()).toBe('Rent and water');
    expect(setup.failures).toEqual([]);
  });

  it('put a refused edit back, say what failed and read the key again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const setup = setUp();
    await loaded(setup);

    const saving = setup.mutate('Rent and water');
    await vi.waitFor(() => expect(setup.cached()).toBe('Rent and water'));
    setup.server.writes[0]?.refuse();
    await saving;

    expect(setup.cached()).toBe('Rent');
    expect(setup.failures).toEqual(['Rent and water was not saved.']);
    await vi.waitFor(() => expect(setup.server.reads).toHaveLength(2));
  });

  it('try a write the server could not serve just now again, keeping the edit on screen meanwhile', async () => {
    const setup = await loadedOnFakeTimers();

    const saving = setup.mutate('Rent and water');
    await vi.waitFor(() => expect(setup.server.writes).toHaveLength(1));
    setup.server.writes[0]?.unavailable();
    await vi.advanceTimersByTimeAsync(MAX_RETRY_WAIT_MS);
    expect(setup.server.writes).toHaveLength(2);
    expect(setup.cached()).toBe('Rent and water');
    setup.server.writes[1]?.answer();
    await saving;

    expect(setup.cached()).toBe('Rent and water');
    expect(setup.failures).toEqual([]);
  });

  it('put the edit back and say so when the server stays unavailable through three more tries', async () => {
    const setup = await loadedOnFakeTimers();

    const saving = setup.mutate('Rent and water');
    for (let attempt = 1; attempt <= 4; attempt++) {
      await vi.waitFor(() => expect(setup.server.writes).toHaveLength(attempt));
      expect(setup.failures).toEqual([]);
      setup.server.writes[attempt - 1]?.unavailable();
      await vi.advanceTimersByTimeAsync(MAX_RETRY_WAIT_MS);
    }
    await saving;

    expect(setup.server.writes).toHaveLength(4);
    expect(setup.cached()).toBe('Rent');
    expect(setup.failures).toEqual(['Rent and water was not saved.']);
  });

  it('take back a change made offline when Ctrl+Z asked for it before the change was sent', async () => {
    const setup = setUp();
    const { saving, reconnect } = await renamedOffline(setup, 'Rent and water');
    expect(setup.history.undo()).toBe(true);
    await reconnect();
    setup.server.writes[0]?.answer();
    await saving;

    // The undo is a write of its own, sent once the change is saved: the name goes back.
    await vi.waitFor(() => expect(setup.server.writes).toHaveLength(2));
    setup.server.writes[1]?.answer();
    await vi.waitFor(() => expect(setup.cached()).toBe('Rent'));
    expect(setup.failures).toEqual([]);
  });

  it('send writes one at a time in the order made, and read again only once none is in flight', async () => {
    const setup = setUp();
    await loaded(setup);

    const first = setup.mutate('Rent and water');
    const second = setup.mutate('Rent, water and heat');
    // Both show at once; the second is sent only after the first was answered.
    await vi.waitFor(() => expect(setup.cached()).toBe('Rent, water and heat'));
    await vi.waitFor(() => expect(setup.server.writes).toHaveLength(1));
    setup.server.writes[0]?.answer();
    await first;
    await vi.waitFor(() => expect(setup.server.writes).toHaveLength(2));
    expect(setup.server.reads).toHaveLength(1);
    expect(setup.cached()).toBe('Rent, water and heat');

    setup.server.writes[1]?.answer();
    await second;
    await vi.waitFor(() => expect(setup.server.reads).toHaveLength(2));
  });

  it('record each write in the undo history; undo is a write like any other, shown at once', async () => {
    const setup = setUp();
    await loaded(setup);
    await renameTo('Rent and water', setup, 'answer');

    expect(setup.history.undo()).toBe(true);
    await vi.waitFor(() => expect(setup.cached()).toBe('Rent'));
    expect(setup.server.writes).toHaveLength(2);
    setup.server.writes[1]?.answer();
    await vi.waitFor(() => expect(setup.server.reads.length).toBeGreaterThan(1));
    // The undo itself is not in the history.
    expect(setup.history.undo()).toBe(false);
  });

  it('say an undo failed, and put the screen back to what the server holds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const setup = setUp();
    await loaded(setup);
    await renameTo('Rent and water', setup, 'answer');

    setup.history.undo();
    await vi.waitFor(() => expect(setup.server.writes).toHaveLength(2));
    setup.server.writes[1]?.refuse();
    await vi.waitFor(() => expect(setup.failures).toHaveLength(1));
    expect(setup.failures[0]).toMatch(new RegExp(`^${UNDO_FAILED_TITLE}: `));
    expect(setup.cached()).toBe('Rent and water');
  });

  it('leave a refused write out of the history', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const setup = setUp();
    await loaded(setup);
    await renameTo('Rent and water', setup, 'refuse');
    expect(setup.history.undo()).toBe(false);
  });
});

describe('a write that finds no network', () => {
  it('is tried again, after waits that double from 1 s up to 30 s, until it reaches the server', async () => {
    const setup = await loadedOnFakeTimers();
    const saving = setup.mutate('Rent and water');
    const waits = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    for (const [index, wait] of waits.entries()) {
      await vi.waitFor(() => expect(setup.server.writes).toHaveLength(index + 1));
      setup.server.writes[index]?.unreachable();
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(setup.server.writes).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
    }
    await vi.waitFor(() => expect(setup.server.writes).toHaveLength(waits.length + 1));
    expect(setup.cached()).toBe('Rent and water');
    setup.server.writes.at(-1)?.answer();
    await saving;
    expect(setup.failures).toEqual([]);
  });

  it('made offline is sent once back online, offers no undo toast, and reads its keys again', async () => {
    // A write that would read nothing again when made online: one made offline reads its keys all the same.
    const setup = setUp({ refetch: () => [] });
    // Fresh for ever, so coming back online reads nothing of itself.
    setup.queryClient.setQueryDefaults(KEY, { staleTime: Infinity });
    const toasts: string[] = [];
    setup.history.subscribe((event) => toasts.push(event.type));
    const { saving, reconnect } = await renamedOffline(setup, 'Rent and water');
    expect(setup.server.writes).toHaveLength(0);
    await reconnect();
    setup.server.writes[0]?.answer();
    await saving;
    expect(toasts).toEqual([]);
    expect(setup.history.undo()).toBe(false);
    await vi.waitFor(() => expect(setup.server.reads).toHaveLength(2));
  });

  it('made offline and refused tells the failure it was queued', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: boolean[] = [];
    const setup = setUp({
      failure: (_error, name, { queued }) => {
        seen.push(queued);
        return `${name} was not saved.`;
      },
    });
    const { saving, reconnect } = await renamedOffline(setup, 'Rent and water');
    await reconnect();
    setup.server.writes[0]?.refuse();
    await saving;
    expect(seen).toEqual([true]);
    expect(setup.cached()).toBe('Rent');
  });
});

describe('what a write says and reads again', () => {
  it('reports a failure given as a title and description as it is, and none for null', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const titled = setUp({ failure: () => ({ title: 'Not renamed', description: 'Try again.' }) });
    await loaded(titled);
    await renameTo('Rent and water', titled, 'refuse');
    expect(titled.failures).toEqual(['Not renamed: Try again.']);

    const silent = setUp({ failure: () => null });
    await loaded(silent);
    await renameTo('Rent and water', silent, 'refuse');
    expect(silent.failures).toEqual([]);
    expect(silent.cached()).toBe('Rent');
  });

  it('reads the keys its refetch names once saved, each once, a key under another read by that one', async () => {
    const setup = setUp({ refetch: () => [['/api/item'], KEY, [...KEY]] });
    await loaded(setup);
    await renameTo('Rent and water', setup, 'answer');
    await vi.waitFor(() => expect(setup.server.reads).toHaveLength(2));
    setup.server.reads[1]?.answer();
    await vi.waitFor(() => expect(setup.queryClient.isFetching()).toBe(0));
    await everyPendingCallback();
    expect(setup.server.reads).toHaveLength(2);
  });

  it('reads nothing again when its refetch names nothing', async () => {
    const setup = setUp({ refetch: () => [] });
    await loaded(setup);
    await renameTo('Rent and water', setup, 'answer');
    await everyPendingCallback();
    expect(setup.server.reads).toHaveLength(1);
    expect(setup.queryClient.getQueryState(KEY)?.isInvalidated).toBe(false);
  });

  it('holds the undo toast of a write that says a dialog tells of it first, until announced', async () => {
    const setup = setUp({
      undo: { label: (name) => ({ title: name }), reverse: () => null, holdToast: () => true },
    });
    await loaded(setup);
    const toasts: string[] = [];
    setup.history.subscribe((event) => toasts.push(event.type));
    await renameTo('Rent and water', setup, 'answer');
    expect(toasts).toEqual([]);
    setup.history.announce();
    expect(toasts).toEqual(['saved']);
  });
});

describe('named writes', () => {
  it('carry a key of their own under the optimistic writes key, which nothing else is taken for', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(writeKey(name)).toEqual([...OPTIMISTIC_WRITE_KEY, name]);
        expect(isNamedWriteKey(writeKey(name))).toBe(true);
        expect(isNamedWriteKey([...writeKey(name), 'more'])).toBe(false);
        expect(isNamedWriteKey(['other-write', name])).toBe(false);
      }),
    );
    expect(isNamedWriteKey(OPTIMISTIC_WRITE_KEY)).toBe(false);
    expect(isNamedWriteKey([OPTIMISTIC_WRITE_KEY[0], 7])).toBe(false);
    expect(isNamedWriteKey(writeKey('x').join('/'))).toBe(false);
    expect(isNamedWriteKey(undefined)).toBe(false);
  });

  it('restored from the device by its key alone is sent and reported like one made in this visit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const setup = setUp({ name: 'item-rename' });
    await loaded(setup);
    const unnamed = { ...setup.rename, name: undefined, send: () => Promise.reject(new Error('not sent')) };
    writeDefaults(setup.queryClient, [setup.rename, unnamed] as never[], setup.report);
    // Only the named write is registered; the unnamed one has no key to be restored under.
    expect(setup.queryClient.getMutationDefaults(OPTIMISTIC_WRITE_KEY).mutationFn).toBeUndefined();

    const restored = new MutationObserver<Item, unknown, string>(setup.queryClient, {
      mutationKey: writeKey('item-rename'),
    });
    const saving = restored.mutate('Rent and water').catch(() => undefined);
    await vi.waitFor(() => expect(setup.cached()).toBe('Rent and water'));
    await vi.waitFor(() => expect(setup.server.writes).toHaveLength(1));
    setup.server.writes[0]?.refuse();
    await saving;
    expect(setup.cached()).toBe('Rent');
    expect(setup.failures).toEqual(['Rent and water was not saved.']);
  });
});
