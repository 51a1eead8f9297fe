import type { PaySchedule } from '@halfwise/core/pay-schedule.ts';
import type { Locator, Page } from 'playwright-core';
import { daysInMonth, monthStrip } from '../../src/domain/month.ts';
import { callApi, type ApiSession } from './api.ts';
import { currentMonthKey, type MonthKey } from './budget.ts';

/** PUT /api/pay-schedule for the user. */
export function setPaySchedule(session: ApiSession, schedule: PaySchedule): Promise<PaySchedule> {
  return callApi<PaySchedule>('PUT', '/api/pay-schedule', schedule, session.token);
}

/** The first month on the strip with at least `days` days (of any two months in a row, one has 29 or more). */
export function stripMonthWithDays(days: number): MonthKey {
  const month = monthStrip(currentMonthKey()).find((candidate) => daysInMonth(candidate) >= days);
  if (!month) throw new Error(`no month of ${days} days on the strip`);
  return month;
}

/** A month's section on the budget screen, by its title ('15th – 28th'). */
export function section(page: Page, title: string) {
  return page.getByRole('region', { name: title });
}

/** The display names listed in one section, in order. */
export async function sectionRowNames(page: Page, title: string): Promise<string[]> {
  const labels = await section(page, title)
    .getByRole('listitem')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.split(',')[0] ?? '');
}

/**
 * Scrolls the page so a row's handle and a drop target are both in view (their midpoint centred), for a drag
 * between sections that lie further apart than a phone's screen at first.
 */
export async function bringIntoViewTogether(page: Page, handleName: string, target: Locator): Promise<void> {
  const handle = await page.getByRole('button', { name: handleName, exact: true }).boundingBox();
  const box = await target.boundingBox();
  if (!handle || !box) throw new Error(`cannot bring ${handleName} and its target into view`);
  const middle = (handle.y + box.y + box.height) / 2;
  await page.evaluate((y) => window.scrollBy(0, y - window.innerHeight / 2), middle);
}
