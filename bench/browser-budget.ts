import { chromium, type Page } from 'playwright-core';
import postgres from 'postgres';
import { startProductionPreview } from '../scripts/lib/production-preview.ts';
import { currentMonthKey, monthYear } from '../src/domain/month.ts';
import { timeDrag, timeInlineEdit } from './browser-budget-page.ts';
import { callApi, signUpBenchUser, type BenchUser } from './budget-session.ts';
import { coldFirstVisit, gzipSizes, storeBenchSession, type FirstVisit } from './first-visit.ts';
import { firstVisitFloorBytes } from './lib/first-visit-floor.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ITEM_COUNT = 60;
const EDIT_SAMPLES = 20;
/** Cold first visits measured; the median is reported. */
const COLD_VISITS = Number(process.env.BENCH_COLD_VISITS ?? 5);
const FIRST_VISIT_JS_TARGET_BYTES = 110 * 1024;

/**
 * Browser figures of the budget screen (issue 3 "Performance"), in Chromium against a production build served
 * by `vite preview` (port: APP_URL's port + 1 unless given) that proxies /api to the stack's gateway:
 * inline edit keydown→DOM, the longest task while dragging a row of a 60-item month, and, over cold first
 * signed-in visits of / (fresh context each), the time from navigation to the painted first row and the gzip size
 * of the JavaScript that arrived before it, and of what arrived after; beside them, the floor under that
 * JavaScript: the smallest app the stack allows (bench/lib/first-visit-floor.ts).
 */
export async function benchBudgetBrowser(
  env: Record<string, string | undefined>,
  options: { previewPort?: number } = {},
): Promise<string[]> {
  const apiUrl = required(env, 'API_URL');
  const previewPort = options.previewPort ?? Number(new URL(required(env, 'APP_URL')).port) + 1;
  const user = await seedMonth(apiUrl, required(env, 'DATABASE_URL'));

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const server = await startProductionPreview({
      gatewayUrl: required(env, 'GATEWAY_URL'),
      port: previewPort,
    });
    const { outDir } = server;
    try {
      const visits: FirstVisit[] = [];
      for (let visit = 0; visit < COLD_VISITS; visit++) {
        visits.push(await coldFirstVisit(browser, server.url, user, 'Row 1'));
      }
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await openSignedIn(page, server.url, user);

      const edits = [];
      for (let row = 1; row <= EDIT_SAMPLES; row++) {
        edits.push(await timeInlineEdit(page, `Row ${row}`, 100 + row));
        await page.waitForLoadState('networkidle');
      }
      const drag = await timeDrag(page, 'Move Row 1', 880);
      const editMs = edits.map((edit) => edit.ms).sort((a, b) => a - b);
      return [
        `  inline amount edit, keydown -> DOM: p50 ${fmt(editMs[Math.floor(editMs.length / 2)])} ms, max ${fmt(editMs.at(-1))} ms; ` +
          `shown before the next frame in ${edits.filter((edit) => edit.sameFrame).length}/${edits.length}`,
        `  drag of a row across the list (${ITEM_COUNT} items): long tasks ${drag.longTasks}, longest task ` +
          `${drag.longTasks ? `${fmt(drag.longestTaskMs)} ms` : 'none over 50 ms'} (target < 50 ms), longest frame gap ${fmt(drag.longestFrameMs)} ms`,
        ...firstVisitLines(outDir, visits, await firstVisitFloorBytes()),
      ];
    } finally {
      await server.close();
    }
  } finally {
    await browser.close();
  }
}

async function seedMonth(apiUrl: string, databaseUrl: string): Promise<BenchUser> {
  const user = await signUpBenchUser(apiUrl, 'browser-budget');
  const sql = postgres(databaseUrl, { prepare: false, max: 1, onnotice: () => undefined });
  await sql`update public.profiles set stripe_customer_id = ${`cus_bench_${user.userId.slice(0, 8)}`} where id = ${user.userId}`;
  await sql.end();
  const month = currentMonthKey();
  const created = await callApi<{ budget: { id: number } }>(
    apiUrl,
    user,
    'POST',
    '/api/budget',
    { userId: user.userId, month, year: monthYear(month), carryForward: 0 },
    201,
  );
  for (let row = 1; row <= ITEM_COUNT; row++) {
    const kind = row % 3 === 0 ? 'income' : 'expense';
    const body = {
      budgetId: created.budget.id,
      name: `Row ${row}`,
      amount: row * 1000,
      dueDate: String(row <= ITEM_COUNT / 2 ? 1 + (row % 14) : 15 + (row % 14)),
      priority: 3,
      category: 'other',
    };
    await callApi(apiUrl, user, 'POST', `/api/${kind}`, body, 201);
  }
  return user;
}

async function openSignedIn(page: Page, origin: string, user: BenchUser): Promise<void> {
  await storeBenchSession(page, origin, user);
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Move Row 1', exact: true }).waitFor({ timeout: 30_000 });
}

/** The median cold visit's time to the first row, and the scripts that arrived before and after it. */
function firstVisitLines(outDir: string, visits: readonly FirstVisit[], floorBytes: number): string[] {
  const sorted = [...visits].sort((a, b) => a.firstRowMs - b.firstRowMs);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) return ['  first signed-in visit: not measured'];
  const before = gzipSizes(outDir, median.before);
  const after = gzipSizes(outDir, median.after);
  const list = (files: { name: string; bytes: number }[]) =>
    [...files]
      .sort((a, b) => b.bytes - a.bytes)
      .map((file) => `${file.name} ${kb(file.bytes)}`)
      .join(', ');
  const verdict = before.total <= FIRST_VISIT_JS_TARGET_BYTES ? 'within' : 'OVER';
  return [
    `  first signed-in visit of / (cold, ${ITEM_COUNT} items): navigation to the first row painted, median of ${visits.length} ` +
      `${fmt(median.firstRowMs)} ms (${sorted.map((visit) => fmt(visit.firstRowMs)).join(', ')})`,
    `  JavaScript arrived before the first row (built files, gzip): ${kb(before.total)}; ${verdict} the ` +
      `${kb(FIRST_VISIT_JS_TARGET_BYTES)} target (${list(before.files)})`,
    `  JavaScript arrived after the first row: ${kb(after.total)} (${list(after.files) || 'none'})`,
    `  the stack's own floor (bench/first-visit-floor: React DOM, TanStack Router and Query, zod/mini, no app code): ` +
      `${kb(floorBytes)}, leaving ${kb(FIRST_VISIT_JS_TARGET_BYTES - floorBytes)} of the target for the app's code; ` +
      `the first row's JavaScript beyond the floor: ${kb(before.total - floorBytes)}`,
  ];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const fmt = (ms: number | undefined) => (ms === undefined ? '?' : ms.toFixed(1));

function required(env: Record<string, string | undefined>, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`benchBudgetBrowser needs ${name}`);
  return value;
}
