// The runway screen's what-if step as the device runs it (docs/runway-screen.md "What-if"): 6 months of 100 items
// under a biweekly schedule, 12 paychecks, one bill moved to another paycheck, whatIfRequest then walkRunway.
// Bundled for the browser by bench/browser-what-if.ts; `window.whatIfSteps(n)` answers each step's ms.
import { addMonths } from '../../supabase/functions/_shared/core/calendar.ts';
import { walkRunway, type RunwayRequest } from '../../supabase/functions/_shared/core/runway.ts';
import { whatIfRequest, type RunwayChange } from '../../supabase/functions/_shared/core/runway-what-if.ts';
import type { SectionItem } from '../../supabase/functions/_shared/core/section-item.ts';

const MONTHS = 6;
const ITEMS = 100;
const FIRST = '2026-03';

function monthItems(month: string, index: number): SectionItem[] {
  const [year, number] = month.split('-');
  const date = (day: number) => `${number}/${String(day).padStart(2, '0')}/${year}`;
  return Array.from({ length: ITEMS }, (_, at) => {
    const id = index * 1000 + at + 1;
    if (at < 3) return { id, kind: 'income', amount: 180_000, dueDate: date(1 + at * 13), name: 'Paycheck' };
    return {
      id,
      kind: 'expense',
      amount: 2_000 + ((at * 37) % 90) * 100,
      dueDate: date(1 + (at % 28)),
      name: `Bill ${at}`,
    };
  });
}

const budgets = Array.from({ length: MONTHS }, (_, index) => {
  const month = addMonths(FIRST, index);
  return { month, carryForward: index === 0 ? 50_000 : 0, items: monthItems(month, index) };
});

const request: RunwayRequest = {
  schedule: { kind: 'biweekly', anchor: '2026-03-06' },
  from: '2026-03-02',
  paychecks: 12,
  cushion: 10_000,
  budgets,
} as RunwayRequest;

declare global {
  interface Window {
    whatIfSteps: (count: number) => number[];
  }
}

window.whatIfSteps = (count) => {
  const times: number[] = [];
  for (let step = 0; step < count; step++) {
    // Each step a different bill to a different day, as a drag after a drag.
    const id = 1000 + 4 + (step % 90);
    const changes: RunwayChange[] = [
      { id, kind: 'expense', date: `2026-04-${String(2 + (step % 26)).padStart(2, '0')}` },
    ];
    const started = performance.now();
    const walk = walkRunway(whatIfRequest(request, changes, { goalsBalance: 0 }));
    if (walk.runway.paychecks.length !== 12) throw new Error('the runway has 12 rows');
    times.push(performance.now() - started);
  }
  return times;
};
