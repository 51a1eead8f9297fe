import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDebianPackages } from './apt.ts';

// `TEST_CLOCK=2028-02-29T09:00:00Z npm test`: the whole run on another day. Debian's libfaketime, preloaded into
// npm test and so into everything it starts (PostgreSQL, the stack's Node and Deno processes, Vitest, Chromium),
// moves every clock by one offset: one fake clock, shared, that keeps ticking. An offset rather than a start time,
// since an absolute start would restart the clock in each process as it starts, minutes apart in a long run.

/** The environment variable that names the instant the run starts at (anything `Date` parses; UTC if no zone). */
export const TEST_CLOCK_VARIABLE = 'TEST_CLOCK';

/** The instant `text` names, in ms, or a message saying what is wrong with it. */
export function readTestClock(text: string): number | string {
  const withZone = /[zZ]|[+-]\d\d:?\d\d$/.test(text) || !text.includes('T') ? text : `${text}Z`;
  const instant = Date.parse(withZone);
  return Number.isNaN(instant) ? `${TEST_CLOCK_VARIABLE}: "${text}" is not a date and time` : instant;
}

/** libfaketime's relative offset that makes `now` read as `target`: whole seconds, signed ('+86400', '-30'). */
export function fakeTimeOffset(target: number, now: number): string {
  const seconds = Math.round((target - now) / 1000);
  return seconds < 0 ? String(seconds) : `+${seconds}`;
}

/** Runs `command` under the fake clock set at `target`, answering its exit code. */
export function runUnderFakeClock(target: number, command: string, args: string[]): number {
  ensureDebianPackages(
    ['faketime'],
    () => existsSync('/usr/bin/faketime'),
    (line) => console.log(line),
  );
  const offset = fakeTimeOffset(target, Date.now());
  console.log(`▶ the clock of this run starts at ${new Date(target).toISOString()} (faketime ${offset} s)`);
  const result = spawnSync('faketime', ['-f', offset, command, ...args], { stdio: 'inherit' });
  return result.status ?? 1;
}

/**
 * The variables that carry the fake clock into a process started with an environment of its own (for example
 * a function under Deno with only the variables it reads): empty on an ordinary run.
 */
export function fakeClockVariables(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined && (entry[0] === 'LD_PRELOAD' || entry[0].startsWith('FAKETIME')),
    ),
  );
}

/** Whether this process runs under the fake clock (`TEST_CLOCK`). */
export function underFakeClock(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.FAKETIME);
}
