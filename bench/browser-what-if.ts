import { build } from 'esbuild';
import path from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The slowdown: a mid-range phone. */
const CPU_SLOWDOWN = 4;
const WARM_UP = 20;
const STEPS = 200;
/** One frame at 60 Hz. */
const TARGET_MS = 16;

const pick = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;

/**
 * The runway's on-device what-if step (issue 48 "Performance"): whatIfRequest and walkRunway on 12 paychecks
 * over 6 months of 100 items (bench/lib/what-if-step.ts, bundled as the app bundles the core), timed in Chromium
 * with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate). Needs no stack.
 */
export async function benchWhatIfStep(): Promise<string[]> {
  const bundled = await build({
    entryPoints: [path.join(import.meta.dirname, 'lib/what-if-step.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2022',
  });
  const script = bundled.outputFiles[0]?.text ?? '';
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>what-if bench</title>');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addScriptTag({ content: script });
    await page.evaluate((count) => window.whatIfSteps(count), WARM_UP);
    const times = (await page.evaluate((count) => window.whatIfSteps(count), STEPS)).sort((a, b) => a - b);
    const fmt = (ms: number) => ms.toFixed(2);
    return [
      `  what-if step (12 paychecks, 6 months of 100 items, ${CPU_SLOWDOWN}x CPU slowdown, ${STEPS} steps): ` +
        `p50 ${fmt(pick(times, 0.5))} ms, p95 ${fmt(pick(times, 0.95))} ms, max ${fmt(times.at(-1) ?? NaN)} ms ` +
        `(target <= ${TARGET_MS} ms per step)`,
    ];
  } finally {
    await browser.close();
  }
}

if (path.resolve(process.argv[1] ?? '') === import.meta.filename) {
  for (const line of await benchWhatIfStep()) console.log(line);
}
