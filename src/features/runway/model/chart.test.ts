import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHART_HEIGHT, CHART_WIDTH, chartGeometry } from './chart.ts';

describe('chartGeometry', () => {
  it('steps down at a bill and up at a paycheck, holding the balance in between', () => {
    const chart = chartGeometry({
      steps: [
        { date: '2026-03-01', balance: 100 },
        { date: '2026-03-03', balance: 0 },
        { date: '2026-03-06', balance: 200 },
      ],
      until: '2026-03-11',
      paydays: ['2026-02-20', '2026-03-06'],
      lowest: { date: '2026-03-03', amount: 0 },
      cushion: 0,
    });
    // Ten days over 616 units from x = 12; balances 0..200 over 176 units from y = 12.
    expect(chart.line).toBe('M12 100 H135.2 V188 H320 V12 H628');
    expect(chart.paydays).toEqual([320]);
    expect(chart.low).toEqual({ x: 135.2, y: 188 });
    expect(chart.cushionY).toBe(188);
    expect(chart.zeroY).toBeNull();
  });

  it('draws zero beside a cushion only when the balance goes below zero', () => {
    const steps = [
      { date: '2026-03-01', balance: 100 },
      { date: '2026-03-02', balance: -100 },
    ];
    const lowest = { date: '2026-03-02', amount: -100 };
    const chart = chartGeometry({ steps, until: '2026-03-03', paydays: [], lowest, cushion: 50 });
    expect(chart.zeroY).toBe(100);
    expect(chart.cushionY).toBeLessThan(100);
  });

  it('keeps every point inside the drawing, the low point on the line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 500_000 }),
        (balances, cushion) => {
          const steps = balances.map((balance, index) => ({
            date: new Date(Date.UTC(2026, 0, index + 1)).toISOString().slice(0, 10),
            balance,
          }));
          const lowestIndex = balances.indexOf(Math.min(...balances));
          const lowest = { date: steps[lowestIndex]!.date, amount: balances[lowestIndex]! };
          const chart = chartGeometry({ steps, until: '2026-02-15', paydays: [], lowest, cushion });
          const numbers = chart.line.match(/-?\d+(\.\d+)?/g)!.map(Number);
          for (const value of [...numbers, chart.low.x, chart.low.y, chart.cushionY]) {
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(Math.max(CHART_WIDTH, CHART_HEIGHT));
          }
          expect(numbers).toContain(chart.low.y);
        },
      ),
    );
  });

  it('needs the balance it starts from', () => {
    const lowest = { date: '2026-03-01', amount: 0 };
    expect(() => chartGeometry({ steps: [], until: '2026-03-02', paydays: [], lowest, cushion: 0 })).toThrow(
      /the balance it starts from/,
    );
  });

  it('marks the paydays from the first day up to the day before the runway ends', () => {
    const chart = chartGeometry({
      steps: [{ date: '2026-03-01', balance: 100 }],
      until: '2026-03-11',
      paydays: ['2026-02-28', '2026-03-01', '2026-03-06', '2026-03-11'],
      lowest: { date: '2026-03-01', amount: 100 },
      cushion: 0,
    });
    expect(chart.paydays).toEqual([12, 320]);
  });

  it('draws no zero line without a cushion, nor when the balance stays at zero or above', () => {
    const below = [
      { date: '2026-03-01', balance: 100 },
      { date: '2026-03-02', balance: -100 },
    ];
    const lowest = { date: '2026-03-02', amount: -100 };
    expect(
      chartGeometry({ steps: below, until: '2026-03-03', paydays: [], lowest, cushion: 0 }).zeroY,
    ).toBeNull();
    const atZero = [
      { date: '2026-03-01', balance: 100 },
      { date: '2026-03-02', balance: 0 },
    ];
    const zero = { date: '2026-03-02', amount: 0 };
    expect(
      chartGeometry({ steps: atZero, until: '2026-03-03', paydays: [], lowest: zero, cushion: 50 }).zeroY,
    ).toBeNull();
  });
});
