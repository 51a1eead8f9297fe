import path from 'node:path';
import { startPgCluster } from '../scripts/lib/pg-cluster.ts';
import { ensureSystemPackages } from '../scripts/lib/system-packages.ts';
import { BENCH_STACK, startTestStack } from '../scripts/lib/test-stack.ts';
import { benchUserEndpoint } from './user-endpoint.ts';

// `npm run bench`: figures printed, never asserted. Real PostgreSQL 15 and the local stack on loopback.
const root = path.resolve(import.meta.dirname, '..');
ensureSystemPackages((line) => console.log(line));
const cluster = await startPgCluster({ port: 54340 });
const stack = await startTestStack(root, cluster.url, BENCH_STACK);

try {
  const email = `bench-${Date.now()}@bench.halfwise.app`;
  const signup = await fetch(`${stack.env.API_URL}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
    body: JSON.stringify({ email, password: 'bench-password' }),
  });
  if (!signup.ok) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const session = (await signup.json()) as { token: string; user: { id: string } };

  console.log(`\nGET /api/user — ${new Date().toISOString()}, ${process.platform}, node ${process.version}`);
  const lines = await benchUserEndpoint({
    functionUrl: `${stack.env.GATEWAY_URL}/functions/v1`,
    databaseUrl: cluster.url,
    token: session.token,
    userId: session.user.id,
  });
  for (const line of lines) console.log(line);
} finally {
  await stack.stop();
  await cluster.stop();
}
