import { expect, it } from 'vitest';
import { shortMonthLabel, monthLabel } from '../src/domain/month.ts';
import { openWithAccess, useBrowser } from './support/browser.ts';
import { addMonths, currentMonthKey, openBudget } from './support/budget.ts';
import { signUpWithCard } from './support/api.ts';

const session = useBrowser();

it('the chosen month lives in the address: a reload and a bookmarked link open it', async () => {
  const user = await signUpWithCard('month-address');
  const { page } = session;
  const month = currentMonthKey();
  const next = addMonths(month, 1);
  await openBudget(page, user);
  const strip = page.getByRole('navigation', { name: 'Months' });

  await strip.getByRole('button', { name: shortMonthLabel(next) }).click();
  await page.waitForURL((url) => url.searchParams.get('month') === next);
  await page.getByRole('heading', { name: `No Budget for ${monthLabel(next)}` }).waitFor();

  await page.reload();
  await page.getByRole('heading', { name: `No Budget for ${monthLabel(next)}` }).waitFor();
  await expect
    .poll(() => strip.getByRole('button', { name: shortMonthLabel(next) }).getAttribute('aria-pressed'))
    .toBe('true');

  const bookmarked = addMonths(month, 3);
  await openWithAccess(page, `/budget?month=${bookmarked}`, user);
  await page.getByRole('heading', { name: `No Budget for ${monthLabel(bookmarked)}` }).waitFor();
  await expect
    .poll(() => strip.getByRole('button', { name: shortMonthLabel(bookmarked) }).getAttribute('aria-pressed'))
    .toBe('true');

  // A month the strip cannot show opens the default month instead of a screen the strip cannot reach.
  await openWithAccess(page, `/budget?month=${addMonths(month, -1)}`, user);
  await strip.waitFor();
  await expect
    .poll(() => strip.getByRole('button', { name: shortMonthLabel(month) }).getAttribute('aria-pressed'))
    .toBe('true');
});

it('signed out, a budget link keeps the route table: no budget screen', async () => {
  const { page } = session;
  await openWithAccess(page, `/budget?month=${addMonths(currentMonthKey(), 1)}`);
  await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
});
