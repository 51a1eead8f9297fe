import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoadFigures } from './latency.ts';
import { formatFloorRatio, measureInRounds, median, medianRound, pairedRatios } from './rounds.ts';

const figures = (p50Ms: number, perSecond = 1000): LoadFigures => ({
  requests: 100,
  concurrency: 32,
  p50Ms,
  p99Ms: p50Ms * 2,
  perSecond,
});

describe('measureInRounds', () => {
  it('warms each contender once, then takes turns round by round', async () => {
    const calls: string[] = [];
    const run = (name: string, p50Ms: number) => async (total: number) => {
      calls.push(`${name}:${total}`);
      return figures(p50Ms);
    };
    const result = await measureInRounds(
      { api: run('api', 3), floor: run('floor', 2) },
      { rounds: 2, total: 50, warmupTotal: 10 },
    );
    expect(calls).toEqual(['api:10', 'floor:10', 'api:50', 'floor:50', 'api:50', 'floor:50']);
    expect(result.api.rounds).toHaveLength(2);
    expect(result.floor.median.p50Ms).toBe(2);
  });
});

describe('medianRound', () => {
  it('is the round with the middle p50, the lower one of an even count', () => {
    expect(medianRound([figures(5), figures(1), figures(3)]).p50Ms).toBe(3);
    expect(medianRound([figures(4), figures(1), figures(3), figures(2)]).p50Ms).toBe(2);
    expect(() => medianRound([])).toThrow();
  });
});

describe('pairedRatios', () => {
  it('divides round by round, not median by median', () => {
    const api = { rounds: [figures(2), figures(6)], median: figures(2) };
    const floor = { rounds: [figures(1), figures(4)], median: figures(1) };
    expect(pairedRatios(api, floor)).toEqual([2, 1.5]);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('has at least half the values on each side', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), { minLength: 1 }), (values) => {
        const middle = median(values);
        expect(values.filter((value) => value <= middle).length * 2).toBeGreaterThanOrEqual(values.length);
        expect(values.filter((value) => value >= middle).length * 2).toBeGreaterThanOrEqual(values.length);
      }),
    );
  });
});

describe('formatFloorRatio', () => {
  it('prints the median of the paired ratios, their spread and the verdict', () => {
    const api = { rounds: [figures(3), figures(2.8), figures(6)], median: figures(3) };
    const floor = { rounds: [figures(2), figures(2), figures(2)], median: figures(2) };
    expect(formatFloorRatio(api, floor)).toBe(
      '  facade p50 / floor p50 = 1.50x, median of 3 rounds (1.40–3.00) (target ≤ 1.5x: met)',
    );
  });
});
