import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What a fault run does to `npm start`'s stack; `inflict` resolves when the fault is over (a kill, at once). */
export interface Fault {
  what: string;
  inflict(): Promise<void>;
}

/** The faults `npm run bench:load` puts its load through, on the stack whose data is in `dataDir`. */
export function stackFaults(dataDir: string, freezeMs: number): Fault[] {
  const databasePid = () =>
    Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const apiPid = () =>
    (JSON.parse(readFileSync(path.join(dataDir, 'functions.pid'), 'utf8')) as Record<string, number>).api ??
    0;
  return [
    frozen('the database', databasePid, freezeMs),
    frozen("the API function's process", apiPid, freezeMs),
    {
      what: 'the database killed (SIGKILL)',
      inflict: async () => {
        process.kill(databasePid(), 'SIGKILL');
      },
    },
  ];
}

/** A process and its children (PostgreSQL's backends are the postmaster's). */
function withChildren(pid: number): number[] {
  let listed = '';
  try {
    listed = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    // ps exits 1 when the process has no children.
  }
  const children = listed
    .split('\n')
    .map(Number)
    .filter((child) => child > 0);
  return [pid, ...children];
}

/**
 * Stops a process and its children for `ms`, then lets them go on (SIGSTOP, SIGCONT): they hold their connections
 * and answer nothing, as a machine that stalls does.
 */
function frozen(what: string, pid: () => number, ms: number): Fault {
  return {
    what: `${what} frozen (SIGSTOP) for ${ms / 1000} s`,
    async inflict() {
      const targets = withChildren(pid());
      for (const target of targets) process.kill(target, 'SIGSTOP');
      try {
        await new Promise((resolve) => setTimeout(resolve, ms));
      } finally {
        for (const target of targets) process.kill(target, 'SIGCONT');
      }
    },
  };
}
