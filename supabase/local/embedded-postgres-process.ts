import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

// Child process started by embedded-postgres.ts: argv = [dataDir, port].
const [dataDir, portText] = process.argv.slice(2);
if (!dataDir || !portText) throw new Error('usage: embedded-postgres-process <dataDir> <port>');

async function main(dir: string, port: number): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir);
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 32 });
  await server.start();

  const stop = async () => {
    await server.stop();
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
