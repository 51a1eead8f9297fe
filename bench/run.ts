import path from 'node:path';
import { startPgCluster } from '../scripts/lib/pg-cluster.ts';
import { ensureSystemPackages } from '../scripts/lib/system-packages.ts';
import { benchPorts, type StackPorts } from '../scripts/lib/ports.ts';
import { startTestStack } from '../scripts/lib/test-stack.ts';
import { benchBudgetBrowser } from './browser-budget.ts';
import { benchBudgetCopy } from './budget-copy.ts';
import { benchBudgetGet } from './budget-get.ts';
import { benchBudgetThroughput } from './budget-throughput.ts';
import { benchLighthouse } from './lighthouse.ts';
import { startRoundTripProxy } from './budget-round-trip-proxy.ts';
import { signUpBenchUser } from './budget-session.ts';
import { benchUserEndpoint } from './user-endpoint.ts';

/**
 * `npm run bench`: figures printed, never asserted. Real PostgreSQL 15 and the local stack on loopback; the stack
 * reaches PostgreSQL through a proxy that counts round trips, and so does the raw SQL each figure is set beside,
 * with the load generated in this process. The last section measures GET budget's throughput without either:
 * a stack of its own straight on PostgreSQL, loaded from a separate process.
 */
export async function runBenchmarks(ports: {
  postgres: number;
  proxy: number;
  stack: StackPorts;
}): Promise<void> {
  const root = path.resolve(import.meta.dirname, '..');
  ensureSystemPackages((line) => console.log(line));
  const cluster = await startPgCluster({ port: ports.postgres });
  const proxy = await startRoundTripProxy(cluster.url, ports.proxy);
  const stack = await startTestStack(root, proxy.url, ports.stack, { env: { BENCH_FLOOR: '1' } });
  const apiUrl = stack.env.API_URL ?? '';
  const functionUrl = `${stack.env.GATEWAY_URL}/functions/v1`;
  const heading = (title: string) =>
    console.log(`\n${title} — ${new Date().toISOString()}, ${process.platform}, node ${process.version}`);

  try {
    const user = await signUpBenchUser(apiUrl, 'bench');
    const shared = '(load from this process, stack through the counting proxy)';
    heading(`GET /api/user ${shared}`);
    print(
      await benchUserEndpoint({
        functionUrl,
        databaseUrl: proxy.url,
        token: user.token,
        userId: user.userId,
      }),
    );

    heading(`GET /api/budget/{userId}/{month}/{year} ${shared}`);
    print(
      await benchBudgetGet({ apiUrl, functionUrl, proxy, user: await signUpBenchUser(apiUrl, 'bench-get') }),
    );

    heading('POST /api/budget/{budgetId}/copy-to-next-month (target < 50 ms)');
    const copyUser = await signUpBenchUser(apiUrl, 'bench-copy');
    print(await benchBudgetCopy({ apiUrl, functionUrl, databaseUrl: proxy.url, user: copyUser }));

    heading('Budget screen in Chromium (60-item month, production build)');
    print(await benchBudgetBrowser(stack.env));

    heading('Lighthouse: landing and login pages (production build, mobile emulation)');
    print(await benchLighthouse(stack.env));

    await stack.stop();
    heading(
      'GET /api/budget/{userId}/{month}/{year} throughput: load from its own process, stack straight on PostgreSQL (no counting proxy)',
    );
    print(await benchBudgetThroughput({ root, databaseUrl: cluster.url, ports: ports.stack }));
  } finally {
    await stack.stop();
    await proxy.close();
    await cluster.stop();
  }
}

function print(lines: string[]): void {
  for (const line of lines) console.log(line);
}

if (path.resolve(process.argv[1] ?? '') === import.meta.filename) {
  await runBenchmarks(benchPorts());
}
