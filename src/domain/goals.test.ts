import { describe, expect, it } from 'vitest';
import {
  balanceMonth,
  GOALS_COVERED_HINT,
  goalProgressPercent,
  goalsPaceHint,
  monthlySavingDollars,
  monthlySavingHint,
  parseGoalName,
  totalGoalsCents,
} from './goals.ts';

describe('total goals', () => {
  it('sums target amounts in cents, 0 for no goals', () => {
    expect(totalGoalsCents([])).toBe(0);
    expect(totalGoalsCents([{ targetAmount: 150_000 }, { targetAmount: 25_000 }])).toBe(175_000);
  });
});

describe('progress', () => {
  it('is balance over total goals in percent', () => {
    expect(goalProgressPercent(25_000, 100_000)).toBe(25);
  });

  it('is capped at 100 when the balance exceeds the goals', () => {
    expect(goalProgressPercent(100_000, 100_000)).toBe(100);
    expect(goalProgressPercent(300_000, 100_000)).toBe(100);
  });

  it('is 0 with no goals or no balance', () => {
    expect(goalProgressPercent(50_000, 0)).toBe(0);
    expect(goalProgressPercent(0, 100_000)).toBe(0);
    expect(goalProgressPercent(-25_000, 100_000)).toBe(0);
  });
});

describe('monthly saving hint', () => {
  it('is total goals / 12 in whole dollars, rounded up', () => {
    expect(monthlySavingDollars(0)).toBe(0);
    expect(monthlySavingDollars(-120_000)).toBe(0);
    expect(monthlySavingDollars(120_000)).toBe(100);
    expect(monthlySavingDollars(120_001)).toBe(101);
    expect(monthlySavingDollars(100)).toBe(1);
    expect(monthlySavingDollars(1_000_000)).toBe(834);
  });

  it('reads as the spec says', () => {
    expect(monthlySavingHint('$84')).toBe("If you save $84 per month, you'll reach your goals in 12 months.");
  });

  it('says the goals are covered once the balance reaches them, and the monthly saving until then', () => {
    expect(goalsPaceHint(99_999, 100_000)).toBe(monthlySavingHint('$84'));
    expect(goalsPaceHint(100_000, 100_000)).toBe(GOALS_COVERED_HINT);
    expect(goalsPaceHint(250_000, 100_000)).toBe(GOALS_COVERED_HINT);
    expect(goalsPaceHint(0, 0)).toBe(monthlySavingHint('$0'));
  });
});

describe('goal name input', () => {
  it('is trimmed; blank cancels', () => {
    expect(parseGoalName('  Trip  ')).toBe('Trip');
    expect(parseGoalName('   ')).toBeNull();
    expect(parseGoalName('')).toBeNull();
  });
});

describe('balance month', () => {
  it('is the current UTC month with its short name', () => {
    expect(balanceMonth(new Date('2026-11-30T23:30:00Z'))).toEqual({ monthName: 'Nov', year: 2026 });
    expect(balanceMonth(new Date('2027-01-01T00:00:00Z'))).toEqual({ monthName: 'Jan', year: 2027 });
  });
});
