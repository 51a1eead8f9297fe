// The runway's what-if step and plan on the device's sizes, in Node: 12 paychecks (paid on the 1st and the 15th)
// over 6 months set up with 100 items each, short in the first month. Prints p50 and p95 of each, in ms.
// Run: npx tsx bench/runway-what-if-figures.ts
import { walkRunway, type RunwayRequest } from '@halfwise/core/runway.ts';
import { planRunway } from '@halfwise/core/runway-plan.ts';
import type { RunwayBudget } from '@halfwise/core/runway-months.ts';
import { whatIfRequest, type RunwayChange } from '@halfwise/core/runway-what-if.ts';
import type { SectionItem } from '@halfwise/core/section-item.ts';

const MONTHS = ['2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06'] as const;
const ITEMS = 100;
const ROUNDS = 300;

/** Two paychecks of $2,000 and 98 bills of $10 to $39 across the month; the first month has rent of $1,500 on the 3rd. */
function month(key: string, index: number): RunwayBudget {
  const [year, mm] = key.split('-');
  const date = (day: number) => `${mm}/${String(day).padStart(2, '0')}/${year}`;
  const items: SectionItem[] = [
    { id: index * 1000 + 1, kind: 'income', amount: 200_000, dueDate: date(1), name: 'Paycheck' },
    { id: index * 1000 + 2, kind: 'income', amount: 200_000, dueDate: date(15), name: 'Paycheck' },
  ];
  for (let at = 0; at < ITEMS - 2; at += 1)
    items.push({
      id: index * 1000 + at + 1,
      kind: 'expense',
      amount: index === 0 && at === 0 ? 150_000 : 1_000 + ((at * 37) % 30) * 100,
      dueDate: date(index === 0 && at === 0 ? 3 : (at % 28) + 1),
      name: `Bill ${at}`,
      isPaid: false,
    });
  return { month: key, carryForward: 0, items };
}

const request: RunwayRequest = {
  schedule: { kind: 'semimonthly', days: [1, 15] },
  from: '2027-01-01',
  paychecks: 12,
  cushion: 0,
  budgets: MONTHS.map(month),
};
const context = { goalsBalance: 300_000 };

function figures(name: string, run: () => unknown): void {
  for (let warm = 0; warm < 20; warm += 1) run();
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => (times[Math.floor(share * (times.length - 1))] as number).toFixed(2);
  console.log(`${name}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (${ROUNDS} rounds)`);
}

const base = walkRunway(request);
const plan = planRunway(request, context);
console.log(
  `12 paychecks, ${MONTHS.length} months of ${ITEMS} items: short ${JSON.stringify(base.runway.firstShort)}, ` +
    `${base.shortDays.length} short days; ${plan.suggestions.length} suggestions`,
);
for (const suggestion of plan.suggestions) console.log(`  ${suggestion.text}`);
const step: RunwayChange[] = [{ id: 1, kind: 'expense', date: '2027-01-16' }];
figures('what-if step (whatIfRequest + walkRunway, one move)', () =>
  walkRunway(whatIfRequest(request, step, context)),
);
figures('walkRunway alone', () => walkRunway(request));
figures('planRunway', () => planRunway(request, context));
