import { chromium, type Page } from 'playwright-core';
import postgres from 'postgres';
import { freePort } from '../scripts/lib/free-port.ts';
import { startProductionPreview } from '../scripts/lib/production-preview.ts';
import { currentMonthKey, monthYear } from '../src/domain/month.ts';
import { timeDrag, timeInlineEdit } from './browser-budget-page.ts';
import { callApi, signUpBenchUser, type BenchUser } from './budget-session.ts';
import { storeBenchSession } from './first-visit.ts';
import { firstVisitLines, measureFirstVisits } from './first-visit-figures.ts';
import { startFloorPreview } from './lib/first-visit-floor.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ITEM_COUNT = 60;
const EDIT_SAMPLES = 20;

/**
 * Browser figures of the budget screen (issue 3 "Performance"), in Chromium against a production build served
 * by `vite preview` (on a free port unless given) that proxies /api to the stack's gateway:
 * inline edit keydown→DOM, the longest task while dragging a row of a 60-item month, and the first visit's figures
 * beside the floor app's (bench/first-visit-figures.ts; the floor served on a free port too).
 */
export async function benchBudgetBrowser(
  env: Record<string, string | undefined>,
  options: { previewPort?: number } = {},
): Promise<string[]> {
  const apiUrl = required(env, 'API_URL');
  const previewPort = options.previewPort ?? (await freePort());
  const user = await seedBenchMonth(apiUrl, required(env, 'DATABASE_URL'), 'browser-budget');

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const server = await startProductionPreview({
      gatewayUrl: required(env, 'GATEWAY_URL'),
      port: previewPort,
    });
    const month = currentMonthKey();
    const floor = await startFloorPreview({
      port: await freePort(),
      budgetUrl: `${required(env, 'GATEWAY_URL')}/functions/v1/api/budget/${user.userId}/${month}/${monthYear(month)}`,
      token: user.token,
    });
    try {
      const firstVisits = await measureFirstVisits(browser, { app: server.url, floor: floor.url }, user);
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
        ...firstVisitLines(firstVisits, { app: server.outDir, floor: floor.outDir }, floor.bytes),
      ];
    } finally {
      await floor.close();
      await server.close();
    }
  } finally {
    await browser.close();
  }
}

/** A new user with a card (no /payment detour) and this month's budget of `ITEM_COUNT` rows ('Row 1' …). */
export async function seedBenchMonth(apiUrl: string, databaseUrl: string, label: string): Promise<BenchUser> {
  const user = await signUpBenchUser(apiUrl, label);
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

const fmt = (ms: number | undefined) => (ms === undefined ? '?' : ms.toFixed(1));

function required(env: Record<string, string | undefined>, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`benchBudgetBrowser needs ${name}`);
  return value;
}
