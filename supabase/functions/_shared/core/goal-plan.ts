// Goals funded by paycheck (docs/domain.md "Goals funded by paycheck"): each goal's due day, its share of the
// Future Goals balance, and what to set aside from each payday after today up to that day.
import { addMonths, daysInMonth, monthNumber, monthYear, type MonthKey } from './calendar.ts';
import { isoDateInMonth, LAST_YEAR, monthKeyOfIsoDate, parseIsoDate, type IsoDate } from './iso-date.ts';
import { paydaysInMonth, type PaySchedule } from './pay-schedule.ts';

/** When a goal is due: by a month (`targetMonth`), every `repeatMonths` from `nextDue`, or never (the spec's). */
export interface GoalTiming {
  targetMonth: MonthKey | null;
  repeatMonths: number | null;
  nextDue: IsoDate | null;
}

export interface PlannedGoal extends GoalTiming {
  targetAmount: number;
}

export type GoalStatus = 'on-track' | 'reached' | 'too-late';

export interface SetAside {
  /** A payday, 'YYYY-MM-DD'. */
  date: IsoDate;
  amount: number;
}

export interface GoalPlan {
  /** The day the goal is due (this cycle's for a repeating goal), null for an undated goal. */
  due: IsoDate | null;
  /** The goal's share of the Future Goals balance. */
  share: number;
  /** What is still missing: the target less the share. */
  missing: number;
  /** The set-aside of every payday but the last; 0 for an undated goal. */
  perPaycheck: number;
  /** The paydays after today up to the due day. */
  paydaysLeft: number;
  status: GoalStatus;
  /** For a goal too late for its date: the payday by which set-asides no larger than the smallest paycheck reach it. */
  earliest: IsoDate | null;
  /** One per payday left, in order; their sum is `missing` when the goal is on track. */
  setAsides: SetAside[];
  /**
   * A repeating goal's next cycles, up to `LATER_CYCLES_MONTHS` ahead: each sets its whole target aside from the
   * paydays after the previous due day up to its own, as the plan will say once that cycle is the current one.
   */
  laterSetAsides: SetAside[];
}

/** How far ahead a repeating goal's later cycles are planned: past the longest runway (12 paychecks a month apart). */
export const LATER_CYCLES_MONTHS = 13;

export interface GoalPlanRequest {
  schedule: PaySchedule;
  /** The person's date: the plan counts from the payday after it. */
  today: IsoDate;
  /** The Future Goals balance (cents), shared out over the goals in their order. */
  balance: number;
  /** The smallest paycheck entered in the budgets ahead; null when none is. */
  smallestPaycheck: number | null;
  /** In the person's order. */
  goals: readonly PlannedGoal[];
  /** Paydays whose set-aside is ticked paid: already in the balance, so never planned again. */
  settled?: ReadonlySet<IsoDate>;
}

/** Every month has at least one payday and at most five (every week). */
const MAX_PAYDAYS_A_MONTH = 5;

/** The plan of every goal, in the order given. */
export function planGoals({
  schedule,
  today,
  balance,
  smallestPaycheck,
  goals,
  settled,
}: GoalPlanRequest): GoalPlan[] {
  const shares = balanceShares(
    balance,
    goals.map((goal) => goal.targetAmount),
  );
  return goals.map((goal, index) => {
    const share = shares[index] ?? 0;
    const missing = goal.targetAmount - share;
    const due = dueDateOf(goal, today);
    if (due === null) return undatedPlan(share, missing);
    const unsettled = (dates: IsoDate[]) => dates.filter((date) => !settled?.has(date));
    const paydays = unsettled(paydaysBetween(schedule, today, due));
    const perPaycheck = paydays.length === 0 ? 0 : Math.ceil(missing / paydays.length);
    const tooLate =
      missing > 0 && (paydays.length === 0 || (smallestPaycheck !== null && perPaycheck > smallestPaycheck));
    return {
      due,
      share,
      missing,
      perPaycheck,
      paydaysLeft: paydays.length,
      status: missing === 0 ? 'reached' : tooLate ? 'too-late' : 'on-track',
      earliest: tooLate ? earliestPayday(schedule, today, missing, smallestPaycheck) : null,
      setAsides: splitSetAsides(missing, paydays),
      laterSetAsides: laterCycles(goal, due, today).flatMap(([from, through]) =>
        splitSetAsides(goal.targetAmount, unsettled(paydaysBetween(schedule, from, through))),
      ),
    };
  });
}

/** A repeating goal's cycles after the one due on `due`, as [previous due day, due day] pairs. */
function laterCycles(goal: PlannedGoal, due: IsoDate, today: IsoDate): [IsoDate, IsoDate][] {
  if (goal.repeatMonths === null || goal.nextDue === null) return [];
  const horizon = isoDateInMonth(addMonths(monthKeyOfIsoDate(today), LATER_CYCLES_MONTHS), 1);
  const cycles: [IsoDate, IsoDate][] = [];
  for (let from = due; from < horizon;) {
    const next = repeatingDue(goal.nextDue, goal.repeatMonths, from);
    cycles.push([from, next]);
    from = next;
  }
  return cycles;
}

function undatedPlan(share: number, missing: number): GoalPlan {
  return {
    due: null,
    share,
    missing,
    perPaycheck: 0,
    paydaysLeft: 0,
    status: missing === 0 ? 'reached' : 'on-track',
    earliest: null,
    setAsides: [],
    laterSetAsides: [],
  };
}

/** What all goals set aside on `date` (0 on a day that is no planned payday). */
export function setAsideOn(plans: readonly GoalPlan[], date: IsoDate): number {
  let total = 0;
  for (const plan of plans)
    for (const entry of [...plan.setAsides, ...plan.laterSetAsides])
      if (entry.date === date) total += entry.amount;
  return total;
}

/** The balance fills the goals in order, each up to its target; what is left over belongs to none. */
export function balanceShares(balance: number, targets: readonly number[]): number[] {
  let left = Math.max(0, balance);
  return targets.map((target) => {
    const share = Math.min(target, left);
    left -= share;
    return share;
  });
}

/**
 * `missing` over the paydays: `ceil(missing / n)` from each, the last taking what remains (never more than the
 * others). Where a few cents are spread over many paydays the later ones may set aside 0, once it is reached.
 */
export function splitSetAsides(missing: number, paydays: readonly IsoDate[]): SetAside[] {
  if (paydays.length === 0 || missing <= 0) return paydays.map((date) => ({ date, amount: 0 }));
  const each = Math.ceil(missing / paydays.length);
  let left = missing;
  return paydays.map((date, index) => {
    const amount = index === paydays.length - 1 ? left : Math.min(each, left);
    left -= amount;
    return { date, amount };
  });
}

/**
 * The day a goal is due: the last day of its target month; for a repeating goal the first of `nextDue`,
 * `nextDue` + `repeatMonths`, … after today (its day of month, on a shorter month's last day), so on its due day
 * the bill is paid and the next cycle is planned, from the very next payday on; else null.
 */
export function dueDateOf(goal: GoalTiming, today: IsoDate): IsoDate | null {
  if (goal.repeatMonths !== null && goal.nextDue !== null) {
    return repeatingDue(goal.nextDue, goal.repeatMonths, today);
  }
  if (goal.targetMonth !== null) return isoDateInMonth(goal.targetMonth, daysInMonth(goal.targetMonth));
  return null;
}

function repeatingDue(nextDue: IsoDate, repeatMonths: number, today: IsoDate): IsoDate {
  const first = monthKeyOfIsoDate(nextDue);
  const day = parseIsoDate(nextDue)?.day ?? 1;
  const dueIn = (cycles: number) => {
    const month = addMonths(first, cycles * repeatMonths);
    return isoDateInMonth(month, Math.min(day, daysInMonth(month)));
  };
  const behind = monthsBetween(first, monthKeyOfIsoDate(today));
  let cycles = Math.max(0, Math.floor(behind / repeatMonths) - 1);
  while (dueIn(cycles) <= today) cycles += 1;
  return dueIn(cycles);
}

function monthsBetween(from: MonthKey, to: MonthKey): number {
  return (monthYear(to) - monthYear(from)) * 12 + monthNumber(to) - monthNumber(from);
}

/** The paydays after `after` up to and including `through`, in order. */
export function paydaysBetween(schedule: PaySchedule, after: IsoDate, through: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  const first = monthKeyOfIsoDate(after);
  const months = monthsBetween(first, monthKeyOfIsoDate(through));
  for (let index = 0; index <= months; index += 1) {
    const month = addMonths(first, index);
    for (const day of paydaysInMonth(schedule, month)) {
      const date = isoDateInMonth(month, day);
      if (date > after && date <= through) dates.push(date);
    }
  }
  return dates;
}

/**
 * The payday by which set-asides no larger than `cap` reach `missing`: the `ceil(missing / cap)`-th payday after
 * today (the first payday when no paycheck is entered). Null when none can (a cap of 0) or none comes by LAST_YEAR.
 */
export function earliestPayday(
  schedule: PaySchedule,
  today: IsoDate,
  missing: number,
  cap: number | null,
): IsoDate | null {
  if (cap !== null && cap <= 0) return null;
  let count = cap === null ? 1 : Math.ceil(missing / cap);
  const lastMonth = `${LAST_YEAR}-12`;
  if (count > (monthsBetween(monthKeyOfIsoDate(today), lastMonth) + 1) * MAX_PAYDAYS_A_MONTH) return null;
  for (let month = monthKeyOfIsoDate(today); monthYear(month) <= LAST_YEAR; month = addMonths(month, 1)) {
    for (const day of paydaysInMonth(schedule, month)) {
      const date = isoDateInMonth(month, day);
      if (date > today && (count -= 1) === 0) return date;
    }
  }
  return null;
}
