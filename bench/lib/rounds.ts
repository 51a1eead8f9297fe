import type { LoadFigures } from './latency.ts';

/** One load run of `total` timed requests. */
export type LoadRun = (total: number) => Promise<LoadFigures>;

/** What a contender did over the rounds: every round, and the one a line prints (the median p50). */
export interface RoundsFigures {
  rounds: LoadFigures[];
  median: LoadFigures;
}

/**
 * The rounds of the in-process API figures: 2,000 timed requests at c=1 and 6,000 at c=32 for each contender,
 * as single runs timed before, in five rounds.
 */
export function roundsAt(concurrency: number): { rounds: number; total: number; warmupTotal: number } {
  return concurrency === 1
    ? { rounds: 5, total: 400, warmupTotal: 200 }
    : { rounds: 5, total: 1_200, warmupTotal: 500 };
}

/**
 * Runs the contenders in turn, round after round, after one untimed round of each. On two shared cores a
 * single run of each, one after the other, measures the machine's drift as much as the code: whichever runs
 * first also warms the JIT and the database's caches, and a minute later the same run can be half as fast.
 * Taking turns puts each facade round beside a floor round of the same minute, and the median round sets
 * aside a round that a stall landed in.
 */
export async function measureInRounds<K extends string>(
  contenders: Record<K, LoadRun>,
  options: { rounds: number; total: number; warmupTotal: number },
): Promise<Record<K, RoundsFigures>> {
  const names = Object.keys(contenders) as K[];
  for (const name of names) await contenders[name](options.warmupTotal);
  const rounds = new Map<K, LoadFigures[]>(names.map((name) => [name, []]));
  for (let round = 0; round < options.rounds; round++) {
    for (const name of names) rounds.get(name)?.push(await contenders[name](options.total));
  }
  return Object.fromEntries(
    names.map((name) => {
      const figures = rounds.get(name) ?? [];
      return [name, { rounds: figures, median: medianRound(figures) }];
    }),
  ) as Record<K, RoundsFigures>;
}

/** The round with the median p50 (the lower middle one of an even count). */
export function medianRound(rounds: readonly LoadFigures[]): LoadFigures {
  const sorted = [...rounds].sort((a, b) => a.p50Ms - b.p50Ms);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('no rounds to take the median of');
  return middle;
}

/** p50 of `a` over p50 of `b`, round by round: each pair ran in the same minute. */
export function pairedRatios(a: RoundsFigures, b: RoundsFigures): number[] {
  return a.rounds.map((round, index) => round.p50Ms / (b.rounds[index]?.p50Ms ?? Number.NaN));
}

/** The median of `values` (the mean of the two middle ones of an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[half] ?? Number.NaN)
    : ((sorted[half - 1] ?? 0) + (sorted[half] ?? 0)) / 2;
}

/** Per-round ratios as a line: their median beside the target, and their spread. */
function formatRoundRatios(what: string, ratios: readonly number[], target: number): string {
  const ratio = median(ratios);
  const spread = `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
  const verdict = ratio <= target ? 'met' : 'not met';
  return `  ${what} = ${ratio.toFixed(2)}x, median of ${ratios.length} rounds (${spread}) (target ≤ ${target}x: ${verdict})`;
}

/** Issue 18's measure: the facade against a request that takes the same path and sends the same SQL, nothing else. */
export function formatFloorRatio(api: RoundsFigures, floor: RoundsFigures): string {
  return formatRoundRatios('facade p50 / floor p50', pairedRatios(api, floor), 1.5);
}

/** The facade's p50 against the raw SQL's, beside the target (at most twice). */
export function formatRatio(api: RoundsFigures, raw: RoundsFigures): string {
  return formatRoundRatios('facade p50 / raw p50', pairedRatios(api, raw), 2);
}

/** Issue 18's throughput target: the median round's requests a second, at least `target`. */
export function formatThroughputTarget(api: RoundsFigures, target: number): string {
  const perSecond = median(api.rounds.map((round) => round.perSecond));
  const met = perSecond >= target;
  return `  facade ${perSecond.toFixed(0)} req/s at c=${api.median.concurrency}, median of ${api.rounds.length} rounds (target ≥ ${target.toLocaleString('en-US')}: ${met ? 'met' : 'not met'})`;
}
