import { describe, expect, it } from 'vitest';
import {
  balanceMonth,
  goalProgressPercent,
  monthlySavingDollars,
  monthlySavingHint,
  parseBalanceInput,
  parseGoalAmountEdit,
  parseGoalName,
  parseNewGoalAmount,
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
  });
});

describe('monthly saving hint', () => {
  it('is total goals / 12 in whole dollars, rounded up', () => {
    expect(monthlySavingDollars(0)).toBe(0);
    expect(monthlySavingDollars(120_000)).toBe(100);
    expect(monthlySavingDollars(120_001)).toBe(101);
    expect(monthlySavingDollars(100)).toBe(1);
    expect(monthlySavingDollars(1_000_000)).toBe(834);
  });

  it('reads as the spec says', () => {
    expect(monthlySavingHint('$84')).toBe("If you save $84 per month, you'll reach your goals in 12 months.");
  });
});

describe('goal name input', () => {
  it('is trimmed; blank cancels', () => {
    expect(parseGoalName('  Trip  ')).toBe('Trip');
    expect(parseGoalName('   ')).toBeNull();
    expect(parseGoalName('')).toBeNull();
  });
});

describe('goal amount edit', () => {
  it('turns whole dollars into cents, 0 included', () => {
    expect(parseGoalAmountEdit('1500')).toBe(150_000);
    expect(parseGoalAmountEdit(' 0 ')).toBe(0);
  });

  it('cancels on blank, non-numeric or negative input', () => {
    expect(parseGoalAmountEdit('')).toBeNull();
    expect(parseGoalAmountEdit('abc')).toBeNull();
    expect(parseGoalAmountEdit('-1')).toBeNull();
    expect(parseGoalAmountEdit('Infinity')).toBeNull();
  });

  it('rounds a stray fraction to whole dollars', () => {
    expect(parseGoalAmountEdit('12.5')).toBe(1_300);
    expect(parseGoalAmountEdit('12.4')).toBe(1_200);
  });
});

describe('new goal amount', () => {
  it('counts unparseable, blank or negative input as 0', () => {
    expect(parseNewGoalAmount('')).toBe(0);
    expect(parseNewGoalAmount('x')).toBe(0);
    expect(parseNewGoalAmount('-5')).toBe(0);
    expect(parseNewGoalAmount('250')).toBe(25_000);
  });
});

describe('balance input', () => {
  it('answers rounded whole dollars', () => {
    expect(parseBalanceInput('1234.56')).toBe(1235);
    expect(parseBalanceInput('1234.49')).toBe(1234);
    expect(parseBalanceInput('0')).toBe(0);
  });

  it('rejects negative and non-numeric input', () => {
    expect(parseBalanceInput('-0.01')).toBeNull();
    expect(parseBalanceInput('')).toBeNull();
    expect(parseBalanceInput('ten')).toBeNull();
  });
});

describe('balance month', () => {
  it('is the current UTC month with its short name', () => {
    expect(balanceMonth(new Date('2026-11-30T23:30:00Z'))).toEqual({ monthName: 'Nov', year: 2026 });
    expect(balanceMonth(new Date('2027-01-01T00:00:00Z'))).toEqual({ monthName: 'Jan', year: 2027 });
  });
});
