/** Latency percentiles and throughput of a run of timed operations. */
export interface LoadFigures {
  requests: number;
  concurrency: number;
  p50Ms: number;
  p99Ms: number;
  perSecond: number;
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(index, 0)] ?? Number.NaN;
}

/**
 * Runs `operation` `total` times with `concurrency` in flight, after `warmup` untimed runs, and measures each.
 * Bounded in count: it always stops by itself.
 */
export async function measureLoad(
  operation: () => Promise<void>,
  options: { concurrency: number; total: number; warmup: number },
): Promise<LoadFigures> {
  for (let i = 0; i < options.warmup; i++) await operation();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < options.total) {
      next++;
      const begun = performance.now();
      await operation();
      latencies.push(performance.now() - begun);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    concurrency: options.concurrency,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    perSecond: latencies.length / elapsedSeconds,
  };
}

export function formatFigures(label: string, figures: LoadFigures): string {
  return [
    label.padEnd(34),
    `c=${String(figures.concurrency).padStart(2)}`,
    `p50 ${figures.p50Ms.toFixed(3).padStart(8)} ms`,
    `p99 ${figures.p99Ms.toFixed(3).padStart(8)} ms`,
    `${figures.perSecond.toFixed(0).padStart(7)} req/s`,
  ].join('  ');
}
