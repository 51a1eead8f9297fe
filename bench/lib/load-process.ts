// One load run in a process of its own, so that the load generator does not share an event loop with anything
// it measures (HTTP through the bare socket client, SQL through postgres.js): `node --import tsx bench/lib/load-process.ts '<LoadSpec as JSON>'` prints its LoadFigures as JSON.
import path from 'node:path';
import postgres from 'postgres';
import { createSocketClient } from './socket-client.ts';
import { measureLoad, type LoadFigures } from './latency.ts';

/** What a load process sends. */
export type LoadTarget =
  | { kind: 'http'; baseUrl: string; path: string; headers: Record<string, string> }
  /** One simple-protocol message on a reserved connection; `resultIndex` must hold one row. */
  | { kind: 'sql'; databaseUrl: string; message: string; resultIndex: number };

export type LoadSpec = { concurrency: number; total: number; warmup: number } & LoadTarget;

async function run(spec: LoadSpec): Promise<LoadFigures> {
  const load = { concurrency: spec.concurrency, total: spec.total, warmup: spec.warmup };
  if (spec.kind === 'http') {
    const client = createSocketClient(spec.baseUrl, spec.concurrency);
    try {
      return await measureLoad(async () => {
        const status = await client.get(spec.path, spec.headers);
        if (status !== 200) throw new Error(`${spec.path} answered ${status}`);
      }, load);
    } finally {
      client.close();
    }
  }
  const sql = postgres(spec.databaseUrl, {
    prepare: false,
    max: spec.concurrency,
    onnotice: () => undefined,
  });
  try {
    return await measureLoad(async () => {
      const connection = await sql.reserve();
      try {
        const results = (await connection.unsafe(spec.message)) as unknown as unknown[][];
        if (results[spec.resultIndex]?.length !== 1) throw new Error('the statement found no row');
      } finally {
        connection.release();
      }
    }, load);
  } finally {
    await sql.end();
  }
}

if (path.resolve(process.argv[1] ?? '') === import.meta.filename) {
  console.log(JSON.stringify(await run(JSON.parse(process.argv[2] ?? '{}') as LoadSpec)));
}
