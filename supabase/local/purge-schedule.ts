// The local stack's stand-in for pg_cron's purge jobs (migration 20261210300000, docs/database.md "Retention"):
// each job of private.purge_jobs() runs private.purge_expired on its own schedule, read from the database so
// that the schedule is the one production's pg_cron has.
import type postgres from 'postgres';

interface PurgeJob {
  job_name: string;
  table_name: string;
  schedule: string;
}

const SCHEDULE = /^(\d{1,2}) (\d{1,2}|\*) \* \* \*$/;

/**
 * The first time strictly after `after` that a cron schedule fires, read in UTC as pg_cron does. Only the
 * forms the purge jobs use: `M * * * *` (hourly) and `M H * * *` (daily).
 */
export function nextRunAfter(schedule: string, after: Date): Date {
  const match = SCHEDULE.exec(schedule);
  const minute = Number(match?.[1]);
  const hour = match?.[2] === '*' ? undefined : Number(match?.[2]);
  if (!match || minute > 59 || (hour !== undefined && hour > 23))
    throw new Error(`purge schedule not understood: '${schedule}' (use 'M * * * *' or 'M H * * *')`);
  const next = new Date(after.getTime());
  next.setUTCSeconds(0, 0);
  next.setUTCMinutes(minute);
  if (hour !== undefined) next.setUTCHours(hour);
  while (next <= after) {
    if (hour === undefined) next.setUTCHours(next.getUTCHours() + 1);
    else next.setUTCDate(next.getUTCDate() + 1);
  }
  return next;
}

/** Time and timers, as the stack uses them; a test gives its own to run a job without waiting for it. */
export interface PurgeClock {
  now(): Date;
  /** Calls `run` after `ms`; the returned function cancels it. */
  after(ms: number, run: () => Promise<void>): () => void;
}

const realClock: PurgeClock = {
  now: () => new Date(),
  after(ms, run) {
    const timer = setTimeout(() => void run(), ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** Starts every purge job on its schedule; the returned function stops them. */
export async function schedulePurges(options: {
  sql: postgres.Sql;
  log: (line: string) => void;
  clock?: PurgeClock;
}): Promise<() => void> {
  const { sql, log, clock = realClock } = options;
  const jobs = await sql<PurgeJob[]>`select job_name, table_name, schedule from private.purge_jobs()`;
  const cancels = new Map<string, () => void>();
  let stopped = false;

  const plan = (job: PurgeJob) => {
    const now = clock.now();
    const wait = nextRunAfter(job.schedule, now).getTime() - now.getTime();
    cancels.set(
      job.job_name,
      clock.after(wait, () => run(job)),
    );
  };
  const run = async (job: PurgeJob) => {
    try {
      await sql`select private.purge_expired(${job.table_name})`;
    } catch (error) {
      log(`${job.job_name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!stopped) plan(job);
  };

  for (const job of jobs) plan(job);
  return () => {
    stopped = true;
    for (const cancel of cancels.values()) cancel();
  };
}
