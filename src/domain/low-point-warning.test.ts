import { ordinalDay } from '@halfwise/core/display.ts';
import { MAX_AMOUNT_CENTS } from '@halfwise/core/money-limits.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expense, income } from './test-items.ts';
import { balanceDatedAfter, lowPointWarning } from './low-point-warning.ts';
import { formatDollars } from './money.ts';

const lowPoints = fc.record({
  amount: fc.integer({ min: -5 * MAX_AMOUNT_CENTS, max: 5 * MAX_AMOUNT_CENTS }),
  date: fc.integer({ min: 1, max: 28 }).map((day) => `2026-02-${String(day).padStart(2, '0')}`),
});
const openings = fc.integer({ min: -5 * MAX_AMOUNT_CENTS, max: 5 * MAX_AMOUNT_CENTS });
const cushions = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }));

describe('lowPointWarning', () => {
  it('words a dip below zero with its day, and how far below the cushion when there is one', () => {
    const rentDay = { amount: -12_000, date: '2026-11-03' };
    expect(lowPointWarning(rentDay, 50_000, 0)).toBe('Dips to −$120 on the 3rd');
    expect(lowPointWarning(rentDay, 50_000, 26_000)).toBe(
      'Dips to −$120 on the 3rd — $380 below your cushion',
    );
  });

  it('warns of a positive low point only when it is below the cushion', () => {
    const low = { amount: 30_000, date: '2026-11-21' };
    expect(lowPointWarning(low, 90_000, 0)).toBeNull();
    expect(lowPointWarning(low, 90_000, 30_000)).toBeNull();
    expect(lowPointWarning(low, 90_000, 50_000)).toBe('Dips to $300 on the 21st — $200 below your cushion');
  });

  it("says when the dip comes before the day the person's bank balance is dated", () => {
    const dip = { amount: -100_000, date: '2026-04-01' };
    expect(lowPointWarning(dip, 0, 0, 'Apr 3 Bank Balance')).toBe(
      'Dips to −$1,000 on the 1st, before your Apr 3 Bank Balance',
    );
    expect(lowPointWarning(dip, 0, 5_000, 'Apr 3 Bank Balance')).toBe(
      'Dips to −$1,000 on the 1st, before your Apr 3 Bank Balance — $1,050 below your cushion',
    );
  });

  it('says nothing at exactly zero with no cushion', () => {
    expect(lowPointWarning({ amount: 0, date: '2026-11-01' }, 10_000, 0)).toBeNull();
    expect(lowPointWarning({ amount: -1, date: '2026-11-01' }, 10_000, 0)).toBe('Dips to −$0 on the 1st');
    expect(lowPointWarning({ amount: 0, date: '2026-11-01' }, 10_000, 100)).toBe(
      'Dips to $0 on the 1st — $1 below your cushion',
    );
  });

  it('refuses a low point dated on no real day, naming the date', () => {
    expect(() => lowPointWarning({ amount: -1, date: '2026-02-30' }, 0, 0)).toThrow('2026-02-30');
  });

  it('says nothing of a section that only opens low: a $0 carry-forward below the cushion is no dip', () => {
    const opening = { amount: 0, date: '2026-11-01' };
    expect(lowPointWarning(opening, 0, 100_000)).toBeNull();
    expect(lowPointWarning({ amount: -5_000, date: '2026-11-01' }, -5_000, 0)).toBeNull();
  });

  it('warns exactly when the low point is below both the cushion and the opening balance', () => {
    fc.assert(
      fc.property(lowPoints, openings, cushions, (lowest, opening, cushion) => {
        expect(lowPointWarning(lowest, opening, cushion) !== null).toBe(
          lowest.amount < cushion && lowest.amount < opening,
        );
      }),
    );
  });

  it('names the day of the low point, and the shortfall from the cushion only when there is a cushion', () => {
    fc.assert(
      fc.property(lowPoints, cushions, (lowest, cushion) => {
        const text = lowPointWarning(lowest, lowest.amount + 1, cushion);
        fc.pre(text !== null);
        expect(text).toMatch(/^Dips to −?\$[\d,]+ on the /);
        expect(text).toContain(` on the ${ordinalDay(Number(lowest.date.slice(8)))}`);
        const shortfall = ` — ${formatDollars(cushion - lowest.amount)} below your cushion`;
        expect(text?.endsWith(shortfall)).toBe(cushion > 0);
        expect(text?.includes('cushion')).toBe(cushion > 0);
      }),
    );
  });
});

describe('balanceDatedAfter', () => {
  const balanceOn = (id: number, date: string) => income(id, 140_000, date, { name: 'Starting cash' });
  const rent = expense(9, 100_000, '04/01/2026', { name: 'Rent' });

  it('names the first bank balance dated after the low point', () => {
    const rows = [rent, balanceOn(1, '04/05/2026'), balanceOn(2, '04/03/2026')];
    expect(balanceDatedAfter(rows, '2026-04-01', '2026-04')).toBe('Apr 3 Bank Balance');
  });

  it('names none when the balance is dated on or before the low point, or when there is no balance', () => {
    expect(balanceDatedAfter([rent, balanceOn(1, '04/01/2026')], '2026-04-01', '2026-04')).toBeNull();
    expect(balanceDatedAfter([rent, balanceOn(1, '04/03/2026')], '2026-04-04', '2026-04')).toBeNull();
    expect(balanceDatedAfter([rent, income(2, 5_000, '04/03/2026')], '2026-04-01', '2026-04')).toBeNull();
  });

  it('never lets a warning name a balance dated on or before its own day (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 5 }),
        fc.integer({ min: 1, max: 30 }),
        (days, lowDay) => {
          const rows = days.map((day, index) => balanceOn(index, `04/${String(day).padStart(2, '0')}/2026`));
          const named = balanceDatedAfter(rows, `2026-04-${String(lowDay).padStart(2, '0')}`, '2026-04');
          const later = days.filter((day) => day > lowDay);
          expect(named).toBe(later.length === 0 ? null : `Apr ${Math.min(...later)} Bank Balance`);
        },
      ),
    );
  });
});
