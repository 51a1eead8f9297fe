import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createJsonClient,
  createLoadUser,
  type JsonClient,
  type LoadUser,
} from '../scripts/lib/budget-load.ts';
import { benchPorts } from '../scripts/lib/ports.ts';
import { startTestStack } from '../scripts/lib/test-stack.ts';
import { LOCAL_ANON_KEY } from '../supabase/local/config.ts';
import { insideEndpoints, PUBLIC_ENDPOINTS, seededRandom, textCases } from './lib/probe-inputs.ts';
import { rawRequest, tally } from './lib/probe-requests.ts';

/**
 * `npm run bench:probe`: the API probed from outside on `npm start`'s stack, as an attacker or a careless client
 * would: push endpoints that lead inside, more devices than allowed, names and notes of refused characters on
 * create, patch and import, oversized bodies with `Expect: 100-continue`, and a refresh token used twice. Counts
 * printed, never asserted (the tests assert); load, database freeze and kill are `npm run bench:load`.
 */
const ACTIONS = ['create', 'patch', 'import'] as const;
const TEXT_CASES = Number(process.env.PROBE_TEXT_CASES ?? 300);
const SEED = Number(process.env.PROBE_SEED ?? 46);

const root = path.resolve(import.meta.dirname, '..');
const ports = benchPorts();
const dataDir = mkdtempSync(path.join(tmpdir(), 'halfwise-bench-probe-'));
chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as the postgres OS user, which must reach its data
const stack = await startTestStack(
  root,
  undefined,
  { ...ports.stack, name: 'bench-probe' },
  { dataDir, dbPort: ports.postgres },
);
const gatewayUrl = stack.env.GATEWAY_URL ?? '';
const appUrl = stack.env.APP_URL ?? '';
const api = createJsonClient(`${gatewayUrl}/functions/v1`, 4);
const ownPorts = [ports.postgres, ports.stack.appPort, ports.stack.gatewayPort, ports.stack.mailboxPort];
const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
let requests = 0;
const send = (...args: Parameters<JsonClient['send']>) => {
  requests += 1;
  return api.send(...args);
};
const bearer = (user: LoadUser) => ({ authorization: `Bearer ${user.token}` });

try {
  console.log(`Probe of ${gatewayUrl} — ${new Date().toISOString()}, seed ${SEED}`);
  const [owner, devices, texts, importer] = await Promise.all(
    ['probe-owner', 'probe-devices', 'probe-texts', 'probe-import'].map((label) =>
      createLoadUser(gatewayUrl, api, label),
    ),
  );
  await pushEndpoints(owner!);
  await deviceCap(devices!);
  await textRule(texts!, importer!);
  await statuses(owner!);
  await refreshReuse();
  console.log(`\n${requests} requests; the stack ${stack.running() ? 'kept running' : 'DIED'}`);
} finally {
  api.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function pushEndpoints(user: LoadUser) {
  const refused = insideEndpoints(ownPorts);
  const inside = await Promise.all(
    refused.map((endpoint) => send('POST', '/api/push-subscriptions', bearer(user), { endpoint, keys })),
  );
  const saved = inside
    .map((answer, index) => (answer.status < 300 ? refused[index] : undefined))
    .filter(Boolean);
  const named = inside.filter(
    (answer) => answer.status === 400 && answer.body.includes('"endpoint: '),
  ).length;
  const open = await Promise.all(
    PUBLIC_ENDPOINTS.map((endpoint) =>
      send('POST', '/api/push-subscriptions', bearer(user), { endpoint: `${endpoint}1`, keys }),
    ),
  );
  console.log(
    [
      `\nPush endpoints that lead inside: ${refused.length} sent, ${tally(inside)}; 400s naming endpoint ${named}`,
      `  saved (should be none): ${saved.length ? saved.join(' ') : 'none'}`,
      `public push services' endpoints: ${tally(open)} (should be 201 each)`,
    ].join('\n'),
  );
}

async function deviceCap(user: LoadUser) {
  const answers = [];
  for (let device = 1; device <= 12; device += 1) {
    answers.push(
      await send('POST', '/api/push-subscriptions', bearer(user), {
        endpoint: `${PUBLIC_ENDPOINTS[0]}${device}`,
        keys,
      }),
    );
  }
  const renewed = await send('POST', '/api/push-subscriptions', bearer(user), {
    endpoint: `${PUBLIC_ENDPOINTS[0]}3`,
    keys,
  });
  const listed = await send('GET', '/api/push-subscriptions', bearer(user));
  const count =
    listed.status === 200
      ? (JSON.parse(listed.body) as { devices: unknown[] }).devices.length
      : `read ${listed.status}`;
  console.log(
    `\n12 devices saved one after another: ${tally(answers)} (should be 201 ×10, 409 ×2); a device saved again: ${renewed.status}; devices listed: ${count}`,
  );
}

async function textRule(user: LoadUser, importer: LoadUser) {
  const cases = textCases(TEXT_CASES, seededRandom(SEED));
  const probeItem = (owner: LoadUser) =>
    send('POST', '/api/expense', bearer(owner), { budgetId: owner.budgetId, name: 'Probe', amount: 100 });
  const itemId = (JSON.parse((await probeItem(user)).body) as { id: number }).id;
  // The import replaces the importer's month: a person of its own, so the patched item stays.
  await probeItem(importer);
  const exported = JSON.parse((await send('GET', '/api/export', bearer(importer))).body) as {
    budgets: { expenseItems: { name: string; note?: string | null }[] }[];
  };
  const wrong: Record<string, string[]> = { create: [], patch: [], import: [] };
  const served: Record<string, number> = { create: 0, patch: 0, import: 0 };
  const answers: Record<string, { status: number; body: string }[]> = { create: [], patch: [], import: [] };
  for (const [index, probe] of cases.entries()) {
    const file = structuredClone(exported);
    const row = file.budgets[0]!.expenseItems[0]!;
    if (index % 2) row.name = probe.text;
    else row.note = probe.text;
    const tries = {
      create: () =>
        send('POST', '/api/expense', bearer(user), {
          budgetId: user.budgetId,
          name: probe.text,
          amount: 100,
        }),
      patch: () =>
        send(
          'PATCH',
          `/api/expense/${itemId}`,
          bearer(user),
          index % 2 ? { name: probe.text } : { note: probe.text },
        ),
      import: () => send('POST', '/api/import?mode=replace', bearer(importer), file),
    };
    for (const [action, run] of Object.entries(tries)) {
      const answer = await run();
      answers[action]!.push(answer);
      if (answer.status >= 500) served[action]! += 1;
      const right = probe.refused
        ? answer.status === 400 && /"message":"[^"]*: /.test(answer.body)
        : answer.status < 300;
      if (!right) wrong[action]!.push(`${probe.kind} ${JSON.stringify(probe.text)} → ${answer.status}`);
    }
  }
  const refusedCount = cases.filter((probe) => probe.refused).length;
  console.log(
    `\nNames and notes: ${cases.length} texts (${refusedCount} to refuse) on create, patch and import`,
  );
  for (const action of ACTIONS) {
    console.log(
      `  ${action}: ${tally(answers[action]!)}; wrong ${wrong[action]!.length}, 5xx ${served[action]}${wrong[action]!.length ? `: ${wrong[action]!.slice(0, 5).join('; ')}` : ''}`,
    );
  }
}

async function statuses(user: LoadUser) {
  const big = JSON.stringify({ name: 'x'.repeat(1_200_000) });
  const targets = [
    ['gateway /functions/v1/api/expense', `${gatewayUrl}/functions/v1/api/expense`],
    ['app port /api/expense', `${appUrl}/api/expense`],
    ['gateway /auth/v1/token', `${gatewayUrl}/auth/v1/token?grant_type=password`],
    ['app port /auth/v1/token', `${appUrl}/auth/v1/token?grant_type=password`],
  ] as const;
  console.log('\nBodies over 1 MB, with and without Expect: 100-continue, 20 each');
  for (const [label, url] of targets) {
    for (const expect of [true, false]) {
      const answers = [];
      for (let i = 0; i < 20; i += 1) {
        requests += 1;
        answers.push(
          await rawRequest(url, {
            method: 'POST',
            body: big,
            headers: {
              ...bearer(user),
              apikey: LOCAL_ANON_KEY,
              ...(expect ? { expect: '100-continue' } : {}),
            },
          }),
        );
      }
      console.log(`  ${label}${expect ? ' (Expect)' : ''}: ${tally(answers)}`);
    }
  }
  const emptyPatch = await send('PATCH', `/api/user/${user.userId}`, bearer(user), {});
  requests += 1;
  const oldMonth = await rawRequest(`${gatewayUrl}/functions/v1/api/import/csv?month=1899-12`, {
    method: 'POST',
    body: 'section,name,amount\nexpense,Rent,10\n',
    headers: { ...bearer(user), 'content-type': 'text/csv' },
  });
  const oneDigit = await send('POST', '/api/expense', bearer(user), {
    budgetId: user.budgetId,
    name: 'One digit',
    amount: 100,
    dueDate: `${Number(user.month.slice(5))}/1/${user.month.slice(0, 4)}`,
  });
  console.log(
    [
      `PATCH /api/user/:id {}: ${emptyPatch.status} ${emptyPatch.body}`,
      `CSV import ?month=1899-12: ${oldMonth.status} ${oldMonth.body}`,
      `a one-digit day: ${oneDigit.status} ${oneDigit.status < 300 ? `stored ${(JSON.parse(oneDigit.body) as { dueDate: string }).dueDate}` : oneDigit.body}`,
    ].join('\n'),
  );
}

async function refreshReuse() {
  const auth = createJsonClient(gatewayUrl, 1);
  const headers = { apikey: LOCAL_ANON_KEY };
  const signup = await auth.send('POST', '/auth/v1/signup', headers, {
    email: `probe-refresh-${Date.now()}@probe.halfwise.app`,
    password: 'probe-password-1',
  });
  const refresh = async (token: string) => {
    requests += 1;
    const answer = await auth.send('POST', '/auth/v1/token?grant_type=refresh_token', headers, {
      refresh_token: token,
    });
    return {
      status: answer.status,
      token:
        answer.status === 200 ? (JSON.parse(answer.body) as { refresh_token: string }).refresh_token : '',
    };
  };
  const r0 = (JSON.parse(signup.body) as { refresh_token: string }).refresh_token;
  const r1 = await refresh(r0);
  const r2 = await refresh(r1.token);
  const reuse = await refresh(r0);
  const again = await refresh(r0);
  // Past Supabase Auth's 10 s reuse interval, a reuse ends the session: every token of it fails.
  const r3 = await refresh(r2.token);
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const late = await refresh(r2.token);
  const after = await Promise.all([r0, r1.token, r3.token].map(refresh));
  auth.close();
  console.log(
    [
      '\nA rotated refresh token used again within 10 s',
      `  R1 ${r1.status}, R2 ${r2.status}; R0 again: ${reuse.status}, ${reuse.token === r2.token ? 'the current token (R2)' : reuse.token ? 'a NEW token: a second chain' : 'no token'}; and again: ${again.token === r2.token ? 'R2' : again.status}`,
      `and after 11 s: R2 again ${late.status}; then R0, R1 and the current R3: ${tally(after)} (the session ended)`,
    ].join('\n'),
  );
}
