import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BudgetResponse } from '@halfwise/core/contract/budget.ts';
import { addMonths, currentMonthKey, monthYear, type MonthKey } from '../../src/domain/month.ts';
import { sectionTitle } from '@halfwise/core/display.ts';
import { DEFAULT_PAY_SCHEDULE } from '@halfwise/core/pay-schedule.ts';
import { monthSections } from '@halfwise/core/sections.ts';
import { callApi, signUpWithCard, withDatabase, type ApiSession } from './api.ts';
import { openWithAccess } from './browser.ts';

export { addMonths, currentMonthKey, type MonthKey };

/** The default schedule's two sections, titled as the screen titles them ('1st – 14th', '15th – month end'). */
const [EARLY_SECTION, LATE_SECTION] = monthSections(DEFAULT_PAY_SCHEDULE, currentMonthKey());
const SECTION_TITLE = {
  early: EARLY_SECTION ? sectionTitle(EARLY_SECTION) : '',
  late: LATE_SECTION ? sectionTitle(LATE_SECTION) : '',
};

interface BudgetJson {
  budget: { id: number } | null;
}

/** Creates (or finds) the month's budget and answers its id. */
export async function budgetIdFor(session: ApiSession, month: MonthKey): Promise<number> {
  const body = { userId: session.user.id, month, year: monthYear(month), carryForward: 0 };
  const created = await callApi<BudgetJson>('POST', '/api/budget', body, session.token);
  if (!created.budget) throw new Error(`no budget for ${month}`);
  return created.budget.id;
}

export interface SeedItem {
  kind: 'income' | 'expense';
  name: string;
  dollars: number;
  day: string;
}

export async function seedItems(
  session: ApiSession,
  month: MonthKey,
  items: readonly SeedItem[],
): Promise<number> {
  const budgetId = await budgetIdFor(session, month);
  for (const item of items) {
    await callApi(
      'POST',
      `/api/${item.kind}`,
      {
        budgetId,
        name: item.name,
        amount: item.dollars * 100,
        dueDate: item.day,
        priority: 3,
        category: 'other',
      },
      session.token,
    );
  }
  return budgetId;
}

/** Sets the profile's first budget month (as if the user had signed up then). */
export async function setFirstBudgetMonth(userId: string, month: MonthKey): Promise<void> {
  await withDatabase(
    (sql) => sql`update public.profiles set first_budget_month = ${month} where id = ${userId}`,
  );
}

/** Opens the budget screen signed in, optionally as a new user (core §4 flags), and waits for the month. */
export async function openBudget(page: Page, session: ApiSession, options: { newUser?: boolean } = {}) {
  if (options.newUser) {
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.setItem('Halfwise-newUser', 'true'));
  }
  await openWithAccess(page, '/', session);
  await page.getByRole('navigation', { name: 'Months' }).waitFor();
}

/** The list of one half of the month. */
export function monthHalf(page: Page, half: 'early' | 'late') {
  return page.getByRole('region', { name: SECTION_TITLE[half] });
}

/** The text of a running balance line: 'Balance on the 15th' or 'Month-end balance'. */
export async function balanceText(page: Page, label: string): Promise<string> {
  return (await page.locator('p', { hasText: label }).locator('strong').textContent()) ?? '';
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const sameBox = (a: Box, b: Box) =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
const contains = (box: Box, point: { x: number; y: number }) =>
  point.x > box.x && point.x < box.x + box.width && point.y > box.y && point.y < box.y + box.height;

/** Drags a row by its handle with the mouse to `fraction` of the height of `target` (0 top, 1 bottom). */
export async function dragHandleTo(
  page: Page,
  handleName: string,
  target: ReturnType<Page['locator']>,
  fraction: number,
  options: { announcedOver?: string; line?: 'above' | 'below' } = {},
): Promise<void> {
  await closeToastsOver(page, page.getByRole('button', { name: handleName, exact: true }));
  const handle = await page.getByRole('button', { name: handleName, exact: true }).boundingBox();
  const box = await target.boundingBox();
  if (!handle || !box) throw new Error(`cannot drag ${handleName}: not on screen`);
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 + 10, { steps: 3 });
  let at = { x: box.x + box.width / 2, y: box.y + box.height * fraction };
  await page.mouse.move(at.x, at.y, { steps: 12 });
  // Release only once the screen knows what the pointer is over (a busy machine renders the last move late),
  // and while the pointer is still on the target. A drag near the screen's edge scrolls the page under the
  // pointer, taking the target away, and the screen's last "is over" stays when the pointer then leaves every
  // target (it names only what it is over): follow the target to where it is now, until it stays there two
  // reads in a row.
  const announced = options.announcedOver ? page.getByText(options.announcedOver) : undefined;
  let seen: Box | null = null;
  if (announced)
    await expect
      .poll(
        async () => {
          const now = await target.boundingBox();
          const still = now !== null && seen !== null && sameBox(now, seen) && contains(now, at);
          seen = now;
          if (!still) {
            if (now) at = { x: now.x + now.width / 2, y: now.y + now.height * fraction };
            await page.mouse.move(at.x, at.y, { steps: 2 });
            return false;
          }
          if ((await announced.count()) === 0) return false;
          // And, when asked, once the drop line shows where a person letting go now expects the row to land.
          return !options.line || (await dropLineOf(target)) === options.line;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(true);
  await page.mouse.up();
}

/** Where the drop line shows on a row while a drag is over it (its class names it), or null. */
export async function dropLineOf(row: Locator): Promise<'above' | 'below' | null> {
  const line = /(?:^|[\s_])(above|below)_/.exec((await row.getAttribute('class')) ?? '')?.[1];
  return line === 'above' || line === 'below' ? line : null;
}

/**
 * Closes any toast lying over `control`, as a person would before pressing what it covers: a change's undo toast
 * stays 10 s above the action bar, over whatever row is there.
 */
export async function closeToastsOver(page: Page, control: Locator): Promise<void> {
  const target = await control.boundingBox();
  if (!target) return;
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
  const toasts = page.locator('[role="status"], [role="alert"]').filter({ has: dismiss, visible: true });
  for (const toast of await toasts.all()) {
    // A toast may finish fading between the listing and this read: then there is nothing left to close.
    const box = await toast.boundingBox({ timeout: 1_000 }).catch(() => null);
    if (!box || !overlaps(box, target)) continue;
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await toast.waitFor({ state: 'hidden' });
  }
}

/** The display names listed in one half of the month, in order. */
export async function rowNames(page: Page, half: 'early' | 'late'): Promise<string[]> {
  const labels = await monthHalf(page, half)
    .getByRole('listitem')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.split(',')[0] ?? '');
}

/** The month as the server has it: GET /api/budget/{userId}/{yyyy-MM}/{year}. */
export function storedBudget(session: ApiSession, month: MonthKey): Promise<BudgetResponse> {
  return callApi<BudgetResponse>(
    'GET',
    `/api/budget/${session.user.id}/${month}/${monthYear(month)}`,
    undefined,
    session.token,
  );
}

/**
 * '+ Add item' in one half (type inferred from the name): opens the add-item row, types the name, checks the
 * kind the row says it will add, then the amount and Enter.
 */
export async function addItemInHalf(
  page: Page,
  half: 'early' | 'late',
  item: { name: string; dollars: number; expectKind: 'Income' | 'Expense' },
): Promise<void> {
  await page.getByRole('button', { name: `Add item to the ${SECTION_TITLE[half]}` }).click();
  const row = page.getByRole('group', { name: 'New item' });
  await row.getByLabel('New item name').fill(item.name);
  await row.getByRole('status').filter({ hasText: item.expectKind }).waitFor();
  await row.getByLabel('New item name').press('Enter');
  await row.getByLabel('New item amount in dollars').fill(String(item.dollars));
  await row.getByLabel('New item amount in dollars').press('Enter');
}

/**
 * The ADD INCOME / ADD EXPENSE buttons: names the new item and gives its amount, each confirmed with Enter.
 * `typed` enters the amount key by key, as a person would, instead of filling it.
 */
export async function addItemWithButton(
  page: Page,
  kind: 'income' | 'expense',
  item: { name: string; amount: string; typed?: boolean },
): Promise<void> {
  await page.getByRole('button', { name: `ADD ${kind.toUpperCase()}` }).click();
  await page.getByLabel(`New ${kind} name`).fill(item.name);
  await page.getByLabel(`New ${kind} name`).press('Enter');
  const amount = page.getByLabel(`New ${kind} amount in dollars`);
  if (item.typed) await amount.pressSequentially(item.amount);
  else await amount.fill(item.amount);
  await amount.press('Enter');
}

/** A new user with a card whose `month` holds `items`, on the budget screen. */
export async function openSeededBudget(
  page: Page,
  label: string,
  month: MonthKey,
  items: readonly SeedItem[],
): Promise<ApiSession> {
  const user = await signUpWithCard(label);
  await seedItems(user, month, items);
  await openBudget(page, user);
  return user;
}

/** A new user with a card on their first look at the budget screen (core §4's new-user flags set). */
export async function openAsNewUser(page: Page, label: string): Promise<ApiSession> {
  const user = await signUpWithCard(label);
  await openBudget(page, user, { newUser: true });
  return user;
}

/**
 * Opens the budget screen on this month's `items` and next month's, whose early bills the month's verdict is
 * about.
 */
export async function openWithNextMonth(
  page: Page,
  session: ApiSession,
  items: readonly SeedItem[],
  nextMonthItems: readonly SeedItem[],
): Promise<void> {
  const month = currentMonthKey();
  await seedItems(session, month, items);
  await seedItems(session, addMonths(month, 1), nextMonthItems);
  await openBudget(page, session);
}

/** Four bills: Phone $50 (2nd), Gym $30 (5th), Car $300 (9th) and Rent $1,400 (20th). */
export const FOUR_BILLS: readonly SeedItem[] = [
  { kind: 'expense', name: 'Phone', dollars: 50, day: '2' },
  { kind: 'expense', name: 'Gym', dollars: 30, day: '5' },
  { kind: 'expense', name: 'Car', dollars: 300, day: '9' },
  { kind: 'expense', name: 'Rent', dollars: 1400, day: '20' },
];

/** A new user with a card and the four bills this month. */
export async function userWithFourBills(label: string): Promise<ApiSession> {
  const user = await signUpWithCard(label);
  await seedItems(user, currentMonthKey(), FOUR_BILLS);
  return user;
}

/** COPY BUDGET, confirmed in its dialog, until the screen says 'Budget Copied!'. */
export async function copyToNextMonth(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'COPY BUDGET' }).click();
  await page
    .getByRole('dialog', { name: 'Copy to next month?' })
    .getByRole('button', { name: 'Copy Budget' })
    .click();
  await page.getByRole('dialog', { name: 'Budget Copied!' }).waitFor();
}
