import path from 'node:path';
import { startPgCluster } from '../scripts/lib/pg-cluster.ts';
import { ensureSystemPackages } from '../scripts/lib/system-packages.ts';
import { benchPorts, type StackPorts } from '../scripts/lib/ports.ts';
import { startTestStack } from '../scripts/lib/test-stack.ts';
import { benchBudgetBrowser, seedBenchMonth } from './browser-budget.ts';
import { benchWhatIfStep } from './browser-what-if.ts';
import { benchBudgetCopy } from './budget-copy.ts';
import { benchBudgetGet } from './budget-get.ts';
import { benchBudgetThroughput } from './budget-throughput.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchRunwayGet } from './runway-get.ts';
import { benchRemindersPass, REMINDER_BENCH_PEOPLE } from './reminders-pass.ts';
import { startRoundTripProxy } from './budget-round-trip-proxy.ts';
import { signUpBenchUser } from './budget-session.ts';
import { benchUserEndpoint } from './user-endpoint.ts';

/**
 * `npm run bench`: figures printed, never asserted. Real PostgreSQL 15 and the local stack on loopback; the stack
 * reaches PostgreSQL through a proxy that counts round trips, and so does the raw SQL each figure is set beside,
 * with the load generated in this process. The last section measures GET budget's throughput without either:
 * a stack of its own straight on PostgreSQL, loaded from a separate process.
 */
export async function runBenchmarks(
  ports: {
    postgres: number;
    proxy: number;
    stack: StackPorts;
  },
  sections: ReadonlySet<BenchSection> = new Set(BENCH_SECTIONS),
): Promise<void> {
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
    const shared = '(load from this process, stack through the counting proxy)';
    if (sections.has('user')) {
      const user = await signUpBenchUser(apiUrl, 'bench');
      heading(`GET /api/user ${shared}`);
      print(
        await benchUserEndpoint({
          functionUrl,
          databaseUrl: proxy.url,
          token: user.token,
          userId: user.userId,
        }),
      );
    }

    if (sections.has('budget')) {
      heading(`GET /api/budget/{userId}/{month}/{year} ${shared}`);
      const user = await signUpBenchUser(apiUrl, 'bench-get');
      print(await benchBudgetGet({ apiUrl, functionUrl, proxy, user }));
    }

    if (sections.has('runway')) {
      heading(`GET /api/runway beside GET budget ${shared}`);
      const user = await signUpBenchUser(apiUrl, 'bench-runway');
      print(await benchRunwayGet({ apiUrl, functionUrl, user }));
    }

    if (sections.has('copy')) {
      heading('POST /api/budget/{budgetId}/copy-to-next-month (target < 50 ms)');
      const copyUser = await signUpBenchUser(apiUrl, 'bench-copy');
      print(await benchBudgetCopy({ apiUrl, functionUrl, databaseUrl: proxy.url, user: copyUser }));
    }

    if (sections.has('browser')) {
      heading('Budget screen in Chromium (60-item month, production build)');
      print(await benchBudgetBrowser(stack.env));
    }

    if (sections.has('what-if')) {
      heading('Runway what-if step on the device in Chromium (4x CPU slowdown, target <= 16 ms)');
      print(await benchWhatIfStep());
    }

    if (sections.has('lighthouse')) {
      heading('Lighthouse: landing, login and signed-in Budget pages (production build, mobile emulation)');
      const user = await seedBenchMonth(apiUrl, stack.env.DATABASE_URL ?? '', 'lighthouse-budget');
      print(await benchLighthouse(stack.env, { user }));
    }

    if (sections.has('reminders')) {
      heading(
        `One reminders pass: ${REMINDER_BENCH_PEOPLE.toLocaleString('en-US')} people, push and email (target ≤ 5 min, ≤ 50 pushes in flight)`,
      );
      print(await benchRemindersPass({ gatewayUrl: stack.env.GATEWAY_URL ?? '', databaseUrl: cluster.url }));
    }

    await stack.stop();
    if (sections.has('throughput')) {
      heading(
        'GET /api/budget/{userId}/{month}/{year} throughput: load from its own process, stack straight on PostgreSQL (no counting proxy)',
      );
      print(await benchBudgetThroughput({ root, databaseUrl: cluster.url, ports: ports.stack }));
    }
  } finally {
    await stack.stop();
    await proxy.close();
    await cluster.stop();
  }
}

/** The sections of `npm run bench`, in the order they run; BENCH_SECTIONS picks some of them. */
export const BENCH_SECTIONS = [
  'user',
  'budget',
  'runway',
  'copy',
  'browser',
  'what-if',
  'lighthouse',
  'reminders',
  'throughput',
] as const;
export type BenchSection = (typeof BENCH_SECTIONS)[number];

/** BENCH_SECTIONS=budget,throughput runs only those sections; unset runs them all. */
export function benchSectionsOf(value: string | undefined): Set<BenchSection> {
  if (!value) return new Set(BENCH_SECTIONS);
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(BENCH_SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`BENCH_SECTIONS: unknown ${unknown.join(', ')} (known: ${BENCH_SECTIONS.join(', ')})`);
  return new Set(names as BenchSection[]);
}

function print(lines: string[]): void {
  for (const line of lines) console.log(line);
}

if (path.resolve(process.argv[1] ?? '') === import.meta.filename) {
  await runBenchmarks(benchPorts(), benchSectionsOf(process.env.BENCH_SECTIONS));
}
