import postgres from 'postgres';
import { createHttpClient } from './http-client.ts';
import { measureLoad } from './latency.ts';
import { measureInRounds, roundsAt, type LoadRun, type RoundsFigures } from './rounds.ts';

/** A load target measured from the bench's own process: one request, a timed run of many, and its clean-up. */
export interface Contender {
  once: () => Promise<void>;
  run: LoadRun;
  close: () => Promise<void>;
}

function contender(once: () => Promise<void>, concurrency: number, close: () => Promise<void>): Contender {
  return { once, run: (total) => measureLoad(once, { concurrency, total, warmup: 0 }), close };
}

/** GETs of `path` under `baseUrl` on `concurrency` keep-alive sockets; anything but a 200 fails the run. */
export function httpContender(
  baseUrl: string,
  concurrency: number,
  path: string,
  headers: Record<string, string>,
): Contender {
  const client = createHttpClient(baseUrl, concurrency);
  const once = async () => {
    const response = await client.get(path, headers);
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  };
  return contender(once, concurrency, async () => client.close());
}

/** One simple-protocol message on a reserved connection of a pool of `concurrency`; its third result must hold a row. */
export function sqlContender(databaseUrl: string, concurrency: number, message: string): Contender {
  const sql = postgres(databaseUrl, { prepare: false, max: concurrency, onnotice: () => undefined });
  const once = async () => {
    const connection = await sql.reserve();
    try {
      const results = (await connection.unsafe(message)) as unknown as unknown[][];
      if (results[2]?.length !== 1) throw new Error('the raw statement found no row');
    } finally {
      connection.release();
    }
  };
  return contender(once, concurrency, () => sql.end());
}

/**
 * The contenders measured in rounds at `concurrency` (measureInRounds, roundsAt), then `whileOpen` with them
 * still open (a count of round trips, say), then every one closed, whatever happened.
 */
export async function measureContenders<K extends string, T>(
  contenders: Record<K, Contender>,
  concurrency: number,
  whileOpen: (figures: Record<K, RoundsFigures>) => Promise<T>,
): Promise<T> {
  const all = Object.values<Contender>(contenders);
  try {
    const runs = Object.fromEntries(
      Object.entries<Contender>(contenders).map(([name, contender]) => [name, contender.run]),
    ) as Record<K, LoadRun>;
    return await whileOpen(await measureInRounds(runs, roundsAt(concurrency)));
  } finally {
    for (const contender of all) await contender.close();
  }
}
