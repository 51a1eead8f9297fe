// How many random cases each money property runs, and the count each one ran, printed at the end of the file.
// `npm run test:money` runs 10,000 per property (MONEY_CASES); `npm test` runs a smaller number.
import fc from 'fast-check';
import { afterAll } from 'vitest';

export const MONEY_CASES = Number(process.env.MONEY_CASES ?? 200);

/** A property's time grows with MONEY_CASES and with how busy the machine is; time is not what it checks. */
export const PROPERTY_TIMEOUT = { timeout: 600_000 };

const ran: { name: string; cases: number; failed: boolean }[] = [];

afterAll(() => {
  for (const { name, cases, failed } of ran)
    console.log(`money property: ${name}: ${cases} cases, ${failed ? 1 : 0} failed`);
  const total = ran.reduce((sum, entry) => sum + entry.cases, 0);
  console.log(`money properties: ${ran.length}, ${total} cases in all`);
});

/** Runs a property MONEY_CASES times (fast-check's report on failure) and records how many cases ran. */
export function checkMoney<T>(name: string, arbitrary: fc.Arbitrary<T>, predicate: (value: T) => void): void {
  const details = fc.check(fc.property(arbitrary, predicate), { numRuns: MONEY_CASES });
  ran.push({ name, cases: details.numRuns, failed: details.failed });
  if (details.failed) throw new Error(fc.defaultReportMessage(details) ?? `${name} failed`);
}
