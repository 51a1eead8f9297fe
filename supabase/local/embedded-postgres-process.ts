import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { servePGlite } from './pglite-wire-server.ts';

// Child process started by embedded-postgres.ts: argv = [dataDir, port].
const [dataDir, portText] = process.argv.slice(2);
if (!dataDir || !portText) throw new Error('usage: embedded-postgres-process <dataDir> <port>');

async function main(dir: string, port: number): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir);
  const server = await servePGlite(db, { port, host: '127.0.0.1' });

  const stop = async () => {
    await server.close();
    await db.close();
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'stop') void stop();
  });
  // The parent owns our lifetime: Ctrl-C reaches the whole process group, so wait for the parent's word.
  process.on('SIGINT', () => undefined);
  process.on('disconnect', () => void stop());
  process.send?.('ready');
}

main(dataDir, Number(portText)).catch((error: unknown) => {
  process.send?.(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
