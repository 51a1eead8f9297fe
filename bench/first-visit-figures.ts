import type { Browser } from 'playwright-core';
import type { BenchUser } from './budget-session.ts';
import {
  coldFirstVisit,
  gzipSizes,
  returningVisit,
  type FirstVisit,
  type VisitConditions,
  type VisitTarget,
} from './first-visit.ts';

/** Visits of each kind measured per app; the median is reported. */
const VISITS = Number(process.env.BENCH_COLD_VISITS ?? 5);
const PHONE_WIDTH = 375;
/** Issue 31's targets, each against the floor app measured in the same run. */
const TARGETS = { coldRatio: 1.3, returningRatio: 1.2, chain: 2, bytesOverFloor: 35 * 1024 };

const KINDS = [
  { label: 'cold', throttled: false, returning: false },
  { label: 'cold, Fast 4G and 4× CPU slowdown', throttled: true, returning: false },
  { label: 'returning (service worker installed)', throttled: false, returning: true },
] as const;

type Kind = (typeof KINDS)[number];
export type FirstVisitFigures = Map<Kind, { app: FirstVisit[]; floor: FirstVisit[] }>;

/**
 * The signed-in first visit of / beside the floor app's (bench/lib/first-visit-floor.ts), at 375 px: cold, cold
 * on "Fast 4G" with a 4× slower CPU, and returning. Visits of the app and of the floor take turns, so both see
 * the same moments of a shared machine.
 */
export async function measureFirstVisits(
  browser: Browser,
  origins: { app: string; floor: string },
  user: BenchUser,
): Promise<FirstVisitFigures> {
  const app: VisitTarget = { origin: origins.app, rowPrefix: 'Row 1,' };
  const floor: VisitTarget = { origin: origins.floor, rowPrefix: 'Row 1 ' };
  const figures: FirstVisitFigures = new Map();
  for (const kind of KINDS) {
    const conditions: VisitConditions = { width: PHONE_WIDTH, throttled: kind.throttled };
    const visit = kind.returning ? returningVisit : coldFirstVisit;
    const runs = { app: [] as FirstVisit[], floor: [] as FirstVisit[] };
    for (let turn = 0; turn < VISITS; turn++) {
      runs.app.push(await visit(browser, app, user, conditions));
      runs.floor.push(await visit(browser, floor, null, conditions));
    }
    figures.set(kind, runs);
  }
  return figures;
}

/** The figures as printed lines, with each target. */
export function firstVisitLines(
  figures: FirstVisitFigures,
  outDirs: { app: string; floor: string },
  floorBytes: number,
): string[] {
  const lines: string[] = [];
  for (const kind of KINDS) {
    const runs = figures.get(kind);
    const app = runs && median(runs.app);
    const floor = runs && median(runs.floor);
    if (!runs || !app || !floor) continue;
    const ratio = app.firstRowMs / floor.firstRowMs;
    const target = kind.returning ? TARGETS.returningRatio : TARGETS.coldRatio;
    lines.push(
      `  first row of / at ${PHONE_WIDTH} px, ${kind.label}: median ${fmt(app.firstRowMs)} ms (${times(runs.app)}); ` +
        `floor app's first paint ${fmt(floor.firstRowMs)} ms (${times(runs.floor)}); ` +
        `${ratio.toFixed(2)}× the floor (target ≤ ${target}×)`,
    );
    if (kind.returning) continue;
    const twice = [...new Set(runs.app.flatMap((visit) => visit.twice))];
    lines.push(
      `    longest request chain before the first row: ${app.chain.length} (target ≤ ${TARGETS.chain}; ` +
        `ends with ${app.chain.last.slice(0, 6).join(', ')}); floor ${floor.chain.length}; ` +
        `downloaded twice in ${runs.app.length} visits: ${twice.length ? twice.join(', ') : 'nothing'}`,
    );
  }
  const cold = figures.get(KINDS[0]);
  const median0 = cold && median(cold.app);
  if (!median0) return [...lines, '  first signed-in visit: not measured'];
  const before = gzipSizes(outDirs.app, median0.before);
  const after = gzipSizes(outDirs.app, median0.after);
  const over = before.total - floorBytes;
  return [
    ...lines,
    `  JavaScript arrived before the first row (built files, gzip): ${kb(before.total)}, the floor app's ` +
      `${kb(floorBytes)} + ${kb(over)} (target + ${kb(TARGETS.bytesOverFloor)}${over <= TARGETS.bytesOverFloor ? ', met' : ', OVER'}): ${list(before.files)}`,
    `  JavaScript arrived after the first row: ${kb(after.total)} (${list(after.files) || 'none'})`,
  ];
}

function median(visits: readonly FirstVisit[]): FirstVisit | undefined {
  return [...visits].sort((a, b) => a.firstRowMs - b.firstRowMs)[Math.floor((visits.length - 1) / 2)];
}

const times = (visits: readonly FirstVisit[]) =>
  [...visits]
    .sort((a, b) => a.firstRowMs - b.firstRowMs)
    .map((visit) => fmt(visit.firstRowMs))
    .join(', ');
const list = (files: { name: string; bytes: number }[]) =>
  [...files]
    .sort((a, b) => b.bytes - a.bytes)
    .map((file) => `${file.name} ${kb(file.bytes)}`)
    .join(', ');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const fmt = (ms: number) => ms.toFixed(0);
