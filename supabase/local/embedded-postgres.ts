import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * Runs PGlite in a child process, served over the Postgres wire protocol, so that its synchronous WASM work
 * never stalls the HTTP servers and Vite in the parent.
 */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
}): Promise<EmbeddedPostgres> {
  const entry = path.join(import.meta.dirname, 'embedded-postgres-process.ts');
  const child = fork(entry, [options.dataDir, String(options.port)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await waitForMessage(child, 'ready');
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${options.port}/postgres`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.send('stop');
      await Promise.race([exited, delay(10_000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

function waitForMessage(child: ChildProcess, expected: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('message', (message) => {
      if (message === expected) resolve();
      else reject(new Error(`Embedded Postgres failed to start: ${String(message)}`));
    });
    child.once('exit', (code) => reject(new Error(`Embedded Postgres exited with code ${code}`)));
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
