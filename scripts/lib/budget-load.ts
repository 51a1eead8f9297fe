import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { monthYear } from '@halfwise/core/calendar.ts';
import { currentMonthKey } from '../../src/domain/month.ts';
import { SB_FORWARDED_FOR } from '../../supabase/local/auth/rate-limits.ts';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/config.ts';

/**
 * Simulated users editing their own budgets over HTTP: each adds expenses, changes amounts and reads its month,
 * one request at a time, and remembers every write the API acknowledged, so the final state can be checked
 * against it. Every write carries an Idempotency-Key, kept by its retries; a write still unanswered when the run
 * ends is settled after it (sent again with the same key until answered) before anything is counted, so a write
 * counted lost is one the API acknowledged and then did not keep. Used by the database-fault test and by
 * `npm run bench:load`.
 */
export interface LoadUser {
  token: string;
  userId: string;
  budgetId: number;
  month: string;
}

export interface Response {
  status: number;
  body: string;
}

let signups = 0;

/**
 * Each simulated person signs up from an address of their own (the benchmarking range 198.18.0.0/15), named the way a
 * server acting for a browser names it (the service role key and Sb-Forwarded-For): Auth's per-address signup limit
 * is for one person, and the load is many.
 */
function signupHeaders(): Record<string, string> {
  signups += 1;
  return {
    apikey: LOCAL_SERVICE_ROLE_KEY,
    [SB_FORWARDED_FOR]: `198.18.${Math.floor(signups / 250) % 250}.${(signups % 250) + 1}`,
  };
}

/** A keep-alive JSON client; lighter on the CPU than fetch when the load shares the machine with the server. */
export function createJsonClient(baseUrl: string, maxSockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const base = new URL(baseUrl);
  const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    new Promise<Response>((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          method,
          host: base.hostname,
          port: base.port,
          path: `${base.pathname.replace(/\/$/, '')}${path}`,
          headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
          agent,
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
          response.on('error', () => resolve({ status: 0, body: '' }));
        },
      );
      // A refused or dropped connection is an answer too (status 0): the load goes on.
      request.on('error', (error) => resolve({ status: 0, body: error.message }));
      request.end(payload);
    });
  return { send, close: () => agent.destroy() };
}
export type JsonClient = ReturnType<typeof createJsonClient>;

/** Signs a user up through Supabase Auth's own endpoint (as the SPA's API does) and opens this month's budget. */
export async function createLoadUser(gatewayUrl: string, api: JsonClient, label: string): Promise<LoadUser> {
  const auth = createJsonClient(gatewayUrl, 1);
  const email = `${label}-${randomUUID()}@load.halfwise.app`;
  const signup = await auth.send('POST', '/auth/v1/signup', signupHeaders(), {
    email,
    password: 'load-password-1',
  });
  auth.close();
  if (signup.status !== 200) throw new Error(`signup answered ${signup.status} ${signup.body}`);
  const session = JSON.parse(signup.body) as { access_token: string; user: { id: string } };
  const month = currentMonthKey();
  const user = { token: session.access_token, userId: session.user.id, month };
  const body = { userId: user.userId, month, year: monthYear(month) };
  let created = await api.send('POST', '/api/budget', bearer(user), body);
  // A 503 is "not now" (docs/api.md): the month is asked for again, as the app would, a few times.
  for (let retry = 1; created.status === 503 && retry <= 5; retry += 1) {
    await new Promise((resolve) => setTimeout(resolve, retry * 500));
    created = await api.send('POST', '/api/budget', bearer(user), body);
  }
  if (created.status !== 201 && created.status !== 200) {
    throw new Error(`POST /api/budget answered ${created.status} ${created.body}`);
  }
  const budgetId = (JSON.parse(created.body) as { budget: { id: number } }).budget.id;
  return { ...user, budgetId };
}

const bearer = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });
const headersOf = (user: LoadUser, key?: string): Record<string, string> =>
  key ? { ...bearer(user), 'idempotency-key': key } : bearer(user);

/** One answer of the run: when it came (ms since the run began), its status and how long it took. */
export interface Answer {
  at: number;
  status: number;
  ms: number;
}

/** What one user's acknowledged writes say its budget must hold: expense id → amount. */
export type Acknowledged = Map<number, { name: string; amount: number }>;

/**
 * A write the run ended before the API acknowledged: it may have committed (a 503 can follow a commit, and an
 * answer can be lost on the way), so its outcome is unknown until it is sent again with the same key.
 */
export interface UnsettledWrite {
  user: LoadUser;
  method: string;
  path: string;
  body: unknown;
  key: string;
  /** Records what the acknowledgement says the budget now holds. */
  acknowledge: (response: Response) => void;
}

export interface LoadRun {
  answers: Answer[];
  acknowledged: Map<string, Acknowledged>;
  /** Writes whose outcome the run did not learn; checkFinalState settles them first. */
  unsettled: UnsettledWrite[];
  startedAt: number;
  /** Settles when every user has stopped. */
  done: Promise<void>;
}

const MIN_ITEMS = 5;
const MAX_ITEMS = 30;

const acknowledged = (status: number) => status >= 200 && status < 300;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs every user until `until()` says stop. A write that is not acknowledged is sent again, unchanged and with
 * the same Idempotency-Key, until it is, as the SPA does on retry; when the run ends first it is left in
 * `unsettled`. (PATCH takes no key: it sets a value, so sending it again is safe by itself; the key goes with it
 * all the same, so that every write carries one.)
 */
export function startBudgetLoad(options: {
  api: JsonClient;
  users: LoadUser[];
  until: () => boolean;
  onAnswer?: (answer: Answer) => void;
  /** Pause before resending a write that failed (ms). */
  retryPauseMs?: number;
}): LoadRun {
  const run: LoadRun = {
    answers: [],
    acknowledged: new Map(),
    unsettled: [],
    startedAt: performance.now(),
    done: Promise.resolve(),
  };
  const call = async (method: string, path: string, user: LoadUser, body?: unknown, key?: string) => {
    const begun = performance.now();
    const response = await options.api.send(method, path, headersOf(user, key), body);
    const answer = { at: begun - run.startedAt, status: response.status, ms: performance.now() - begun };
    run.answers.push(answer);
    options.onAnswer?.(answer);
    return response;
  };
  /** Sends a write with a key of its own until it is acknowledged, or leaves it unsettled when the run ends. */
  const write = async (
    user: LoadUser,
    method: string,
    path: string,
    body: unknown,
    acknowledge: UnsettledWrite['acknowledge'],
  ) => {
    const key = randomUUID();
    for (;;) {
      const response = await call(method, path, user, body, key);
      if (acknowledged(response.status)) return acknowledge(response);
      if (options.until()) return void run.unsettled.push({ user, method, path, body, key, acknowledge });
      await pause(options.retryPauseMs ?? 100);
    }
  };

  const simulate = async (user: LoadUser, index: number) => {
    const items: Acknowledged = new Map();
    run.acknowledged.set(user.userId, items);
    for (let step = 0; !options.until(); step++) {
      const ids = [...items.keys()];
      const roll = Math.random();
      if (ids.length < MIN_ITEMS || (roll < 0.15 && ids.length < MAX_ITEMS)) {
        const name = `Bill ${index}-${step}`;
        const amount = 1000 + step;
        const body = { budgetId: user.budgetId, name, amount };
        await write(user, 'POST', '/api/expense', body, (created) =>
          items.set((JSON.parse(created.body) as { id: number }).id, { name, amount }),
        );
      } else if (roll < 0.8) {
        const id = ids[step % ids.length] ?? 0;
        const amount = 2000 + step;
        await write(user, 'PATCH', `/api/expense/${id}`, { amount }, () => {
          const item = items.get(id);
          if (item) item.amount = amount;
        });
      } else {
        await call('GET', `/api/budget/${user.userId}/${user.month}/${monthYear(user.month)}`, user);
      }
    }
  };
  run.done = Promise.all(options.users.map(simulate)).then(() => undefined);
  return run;
}

/** How long the settle pass sends an unsettled write again before it gives up on it. */
const SETTLE_MS = 30_000;
const SETTLE_PAUSE_MS = 250;

/**
 * Sends each unsettled write again with its own key until it is acknowledged (a replay when the first attempt
 * had committed) and records the acknowledgement; answers how many settled and how many never did.
 */
export async function settleWrites(api: JsonClient, run: LoadRun) {
  const deadline = performance.now() + SETTLE_MS;
  const pending = run.unsettled.splice(0);
  const outcomes = await Promise.all(
    pending.map(async (write) => {
      for (;;) {
        const response = await api.send(
          write.method,
          write.path,
          headersOf(write.user, write.key),
          write.body,
        );
        if (acknowledged(response.status)) {
          write.acknowledge(response);
          return true;
        }
        if (performance.now() > deadline) return false;
        await pause(SETTLE_PAUSE_MS);
      }
    }),
  );
  const settled = outcomes.filter(Boolean).length;
  run.unsettled.push(...pending.filter((_, index) => !outcomes[index]));
  return { settled, unsettled: outcomes.length - settled };
}

export interface FinalState {
  /** Acknowledged writes compared with the stored rows. */
  checked: number;
  /** Acknowledged writes the stored rows do not show. */
  lost: number;
  /** Stored rows no acknowledged write made. */
  duplicates: number;
  /** Writes the run ended without an answer to, acknowledged by the settle pass. */
  settled: number;
  /** Writes still without an answer after the settle pass (neither counted as kept nor as lost). */
  unsettled: number;
}

/**
 * The final state of every budget against what was acknowledged, once every write the run left unanswered is
 * settled: writes lost, and rows nobody was told of.
 */
export async function checkFinalState(api: JsonClient, users: LoadUser[], run: LoadRun): Promise<FinalState> {
  const { settled, unsettled } = await settleWrites(api, run);
  let lost = 0;
  let duplicates = 0;
  let checked = 0;
  for (const user of users) {
    const read = () =>
      api.send('GET', `/api/budget/${user.userId}/${user.month}/${monthYear(user.month)}`, bearer(user));
    let response = await read();
    // A kept-alive socket the server closed while the load wound down answers nothing (status 0), and a database
    // still restarting answers 503: read again.
    for (let retry = 1; (response.status === 0 || response.status === 503) && retry <= 10; retry += 1) {
      await pause(SETTLE_PAUSE_MS);
      response = await read();
    }
    if (response.status !== 200) throw new Error(`reading the final budget answered ${response.status}`);
    const stored = (
      JSON.parse(response.body) as { expenseItems: { id: number; name: string; amount: number }[] }
    ).expenseItems;
    const expected = run.acknowledged.get(user.userId) ?? new Map();
    for (const [id, item] of expected) {
      checked++;
      const row = stored.find((candidate) => candidate.id === id);
      if (!row || row.amount !== item.amount) lost++;
    }
    duplicates += stored.filter((row) => !expected.has(row.id)).length;
  }
  return { lost, duplicates, checked, settled, unsettled };
}
