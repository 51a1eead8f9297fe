// A throwaway PostgreSQL 15 cluster for tests and tooling: initdb into a temp dir, start, stop and delete.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync, chownSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackages } from './apt.ts';

export const PG_BIN_DIR = '/usr/lib/postgresql/15/bin';
const DEFAULT_PORT = 54330;
const OS_USER = 'postgres';

export interface PgCluster {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface StartPgClusterOptions {
  port?: number;
  dataDir?: string;
  log?: (line: string) => void;
}

const isRoot = (): boolean => process.getuid?.() === 0;

function osUserExists(name: string): boolean {
  return spawnSync('id', ['-u', name]).status === 0;
}

function ensureOsUser(): void {
  if (osUserExists(OS_USER)) return;
  execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', OS_USER]);
}

/** PostgreSQL refuses to run as root, so as root every server binary runs as the `postgres` OS user. */
function runPgBinary(binary: string, args: string[]): string {
  const path = join(PG_BIN_DIR, binary);
  const [command, commandArgs] = isRoot() ? ['runuser', ['-u', OS_USER, '--', path, ...args]] : [path, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${binary} failed (exit ${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

function makeClusterDir(dataDir: string | undefined): string {
  const root = dataDir ?? mkdtempSync(join(tmpdir(), 'halfwise-pg-'));
  if (isRoot()) {
    ensureOsUser();
    const uid = Number(execFileSync('id', ['-u', OS_USER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', OS_USER], { encoding: 'utf8' }).trim());
    chownSync(root, uid, gid);
  }
  return root;
}

export async function startPgCluster(opts: StartPgClusterOptions = {}): Promise<PgCluster> {
  const log = opts.log ?? (() => {});
  const port = opts.port ?? DEFAULT_PORT;
  ensureDebianPackages(
    ['postgresql-15', 'postgresql-15-pgtap'],
    () => existsSync(join(PG_BIN_DIR, 'initdb')),
    log,
  );

  const root = makeClusterDir(opts.dataDir);
  const dataDir = join(root, 'data');
  const passwordFile = join(root, 'pwfile');
  writeFileSync(passwordFile, 'postgres\n', { mode: 0o644 });
  runPgBinary('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--pwfile',
    passwordFile,
    '--auth-local=trust',
    '--auth-host=scram-sha-256',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  // Durability settings are off: the cluster lives for one test run.
  const serverOptions = [
    '-c listen_addresses=127.0.0.1',
    `-c port=${port}`,
    `-c unix_socket_directories=${root}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  runPgBinary('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    join(root, 'server.log'),
    '-o',
    serverOptions,
    '-w',
    '-t',
    '60',
    'start',
  ]);
  log(`PostgreSQL 15 listening on 127.0.0.1:${port} (data in ${dataDir})`);

  let stopped = false;
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        runPgBinary('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
