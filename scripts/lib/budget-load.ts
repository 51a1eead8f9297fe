import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { monthYear } from '@halfwise/core/calendar.ts';
import { currentMonthKey } from '../../src/domain/month.ts';
import { SB_FORWARDED_FOR } from '../../supabase/local/auth/rate-limits.ts';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/config.ts';

/**
 * Simulated users editing their own budgets over HTTP: each adds expenses, changes amounts and reads its month,
 * one request at a time, and remembers every write the API acknowledged, so the final state can be checked
 * against it. Used by the database-fault test and by `npm run bench:load`.
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

/** One answer of the run: when it came (ms since the run began), its status and how long it took. */
export interface Answer {
  at: number;
  status: number;
  ms: number;
}

/** What one user's acknowledged writes say its budget must hold: expense id → amount. */
export type Acknowledged = Map<number, { name: string; amount: number }>;

export interface LoadRun {
  answers: Answer[];
  acknowledged: Map<string, Acknowledged>;
  startedAt: number;
  /** Settles when every user has stopped. */
  done: Promise<void>;
}

const MIN_ITEMS = 5;
const MAX_ITEMS = 30;

/**
 * Runs every user until `until()` says stop. A write that is not acknowledged is sent again, unchanged and with
 * the same Idempotency-Key, until it is (or the run ends), as the SPA does on retry.
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
    startedAt: performance.now(),
    done: Promise.resolve(),
  };
  const call = async (method: string, path: string, user: LoadUser, body?: unknown, key?: string) => {
    const begun = performance.now();
    const headers = key ? { ...bearer(user), 'idempotency-key': key } : bearer(user);
    const response = await options.api.send(method, path, headers, body);
    const answer = { at: begun - run.startedAt, status: response.status, ms: performance.now() - begun };
    run.answers.push(answer);
    options.onAnswer?.(answer);
    return response;
  };
  /** Sends a write until it is acknowledged; answers the acknowledgement, or undefined when the run ended. */
  const write = async (method: string, path: string, user: LoadUser, body: unknown, key?: string) => {
    for (;;) {
      const response = await call(method, path, user, body, key);
      if (response.status >= 200 && response.status < 300) return response;
      if (options.until()) return undefined;
      await new Promise((resolve) => setTimeout(resolve, options.retryPauseMs ?? 100));
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
        const key = randomUUID();
        const body = { budgetId: user.budgetId, name, amount };
        const created = await write('POST', '/api/expense', user, body, key);
        if (created) items.set((JSON.parse(created.body) as { id: number }).id, { name, amount });
      } else if (roll < 0.8) {
        const id = ids[step % ids.length] ?? 0;
        const amount = 2000 + step;
        const changed = await write('PATCH', `/api/expense/${id}`, user, { amount });
        const item = items.get(id);
        if (changed && item) item.amount = amount;
      } else {
        await call('GET', `/api/budget/${user.userId}/${user.month}/${monthYear(user.month)}`, user);
      }
    }
  };
  run.done = Promise.all(options.users.map(simulate)).then(() => undefined);
  return run;
}

/** The final state of every budget against what was acknowledged: writes lost, and rows nobody was told of. */
export async function checkFinalState(
  api: JsonClient,
  users: LoadUser[],
  run: LoadRun,
): Promise<{ lost: number; duplicates: number; checked: number }> {
  let lost = 0;
  let duplicates = 0;
  let checked = 0;
  for (const user of users) {
    const read = () =>
      api.send('GET', `/api/budget/${user.userId}/${user.month}/${monthYear(user.month)}`, bearer(user));
    let response = await read();
    // A kept-alive socket the server closed while the load wound down answers nothing (status 0): read again.
    for (let retry = 1; response.status === 0 && retry <= 3; retry += 1) response = await read();
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
  return { lost, duplicates, checked };
}
