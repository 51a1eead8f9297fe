// A toast raised while the person is mid-page (a bill ticked in the late half, the month scrolled to its middle)
// covers nothing they could see or reach: every button, input, the verdict and the section totals that were in
// view before the change are clear of the toast after it, and so is every one in view beside it.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { UNDO_LABELS } from '../src/domain/undo-text.ts';
import { signUpWithCard } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import { openWithNextMonth, type SeedItem } from './support/budget.ts';

const session = useBrowser();

const billsFrom = (first: number, last: number): SeedItem[] =>
  Array.from({ length: last - first + 1 }, (_, index) => ({
    kind: 'expense' as const,
    name: `Bill ${first + index}`,
    dollars: 10 + index,
    day: String(first + index),
  }));

const MONTH: SeedItem[] = [
  { kind: 'income', name: 'Paycheck 1', dollars: 2000, day: '1' },
  ...billsFrom(2, 13),
  { kind: 'income', name: 'Paycheck 2', dollars: 2000, day: '15' },
  ...billsFrom(16, 28),
];

/** What a person can press or read as a result; each marked `data-seen` when in view before the change. */
const WATCHED = 'button, input, select, textarea, a[href], [role="checkbox"], [role="status"], p';
const WATCHED_TEXT = /^(Covered|Short by|Balance on the 15th|Month-end balance)/;

/**
 * Marks every watched thing that is in view now: inside the viewport and, at its centre, not under anything but
 * itself (the top bar, the action bar, or `ignoring`, the toast, hide what is under them).
 */
async function markInView(page: Page, ignoring: Locator | null, mark: string): Promise<number> {
  const toast = ignoring ? await ignoring.elementHandle() : null;
  return page.evaluate(
    ({ watched, text, mark, toast }) => {
      let count = 0;
      for (const element of document.querySelectorAll<HTMLElement>(watched)) {
        if (toast?.contains(element)) continue;
        if (element.matches('[role="status"], p') && !new RegExp(text).test(element.textContent ?? ''))
          continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= innerHeight) continue;
        const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
        const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
        const over = document.elementsFromPoint(x, y).find((hit) => !toast?.contains(hit));
        if (!over || !(element === over || element.contains(over))) continue;
        element.setAttribute(mark, '');
        count += 1;
      }
      return count;
    },
    { watched: WATCHED, text: WATCHED_TEXT.source, mark, toast },
  );
}

/** The marked things whose box meets the toast's, by their accessible words. */
function underToast(page: Page, toast: Locator, mark: string): Promise<string[]> {
  return toast.evaluate((card, mark) => {
    const toastBox = card.getBoundingClientRect();
    const meets = (box: DOMRect) =>
      box.left < toastBox.right &&
      toastBox.left < box.right &&
      box.top < toastBox.bottom &&
      toastBox.top < box.bottom;
    return Array.from(document.querySelectorAll(`[${mark}]`))
      .filter((element) => meets(element.getBoundingClientRect()))
      .map((element) =>
        (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 60),
      );
  }, mark);
}

it.each([320, 375, 1280])(
  'at %d px a toast raised mid-page covers no control, verdict or total',
  async (width) => {
    const user = await signUpWithCard(`toast-mid-page-${width}`);
    const { page } = session;
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await openWithNextMonth(page, user, MONTH, [{ kind: 'expense', name: 'Rent', dollars: 1200, day: '3' }]);
    await page
      .getByRole('status')
      .filter({ hasText: /^(Covered|Short by)/ })
      .waitFor();

    // Mid-page: a late-half bill in the middle of the screen, with more of the month below it.
    const tick = page.getByRole('checkbox', { name: /Bill 20/ });
    await tick.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect
      .poll(() => page.evaluate(() => scrollY + innerHeight < document.documentElement.scrollHeight - 200))
      .toBe(true);
    await expect.poll(() => markInView(page, null, 'data-seen')).toBeGreaterThan(5);

    await tick.check();
    const toast = page.getByRole('status').filter({ hasText: UNDO_LABELS.ticked('Bill 20', 'Paid', true) });
    await toast.waitFor();
    await expect.poll(() => underToast(page, toast, 'data-seen')).toEqual([]);
    await markInView(page, toast, 'data-in-view');
    await expect.poll(() => underToast(page, toast, 'data-in-view')).toEqual([]);
    await expect.poll(() => tick.isChecked()).toBe(true);

    await saveScreenshots(page, 'toast-mid-page', { fullPage: false, widths: [width] });
    await expectNoAxeViolations(page, 'budget with a toast raised mid-page');
  },
);
