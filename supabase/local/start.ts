import { existsSync } from 'node:fs';
import { DEMO_LOGIN, readLocalStackConfig } from './config.ts';
import { StackAlreadyRunning } from './single-instance.ts';
import { startStack } from './stack.ts';

// `npm start`: the whole local stack in one terminal; Ctrl-C stops everything it started.
// A .env file (see .env.example) fills in what the environment does not already set.
if (existsSync('.env')) process.loadEnvFile('.env');
const config = readLocalStackConfig();
const log = (line: string) => console.log(`[stack] ${line}`);

// One failed request or a dropped database connection must never take the whole stack down: log and serve on.
process.on('uncaughtException', (error) =>
  log(`uncaught error, still serving: ${error.stack ?? error.message}`),
);
process.on('unhandledRejection', (reason) =>
  log(
    `unhandled rejection, still serving: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`,
  ),
);

try {
  const stack = await startStack(config, log);
  console.log(
    [
      '',
      'Halfwise is running on the local stack.',
      `  App and API   ${stack.appUrl}   (API under /api, e.g. ${stack.appUrl}/api/health)`,
      `  Auth + functions ${stack.gatewayUrl}   (/auth/v1, /functions/v1/api, /functions/v1/stripe-webhook, /functions/v1/reminders, /functions/v1/ops-jobs)`,
      `  Postgres      ${stack.databaseUrl}   (${stack.databaseKind}${
        stack.databaseKind === 'DATABASE_URL' ? '' : `, data in ${config.dataDir}`
      })`,
      `  Mailbox       ${stack.mailboxUrl}   (password-reset mail lands here)`,
      `  anon key      ${stack.keys.anon}`,
      `  service_role  ${stack.keys.serviceRole}   (reminders run every 15 minutes, ops-jobs every minute; by hand: README)`,
      `  Access code   ${config.accessCode}`,
      `  Demo login    ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`,
      `  Migrations    ${stack.migrationsApplied.length ? `applied ${stack.migrationsApplied.join(', ')}` : 'up to date'}${
        stack.seeded ? '; demo data seeded' : ''
      }`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Halfwise…');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
} catch (error) {
  if (error instanceof StackAlreadyRunning) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(`Halfwise could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
