import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { UNDO_LABELS } from '../src/domain/undo-text.ts';
import { callApi, signUpWithCard, withDatabase } from './support/api.ts';
import { apiSettled } from './support/api-settled.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotPath, SCREENSHOT_WIDTHS, useBrowser } from './support/browser.ts';
import { balanceText, budgetIdFor, currentMonthKey, openBudget, storedBudget } from './support/budget.ts';
import { createGoalViaApi, listGoalsViaApi, openGoalsScreen } from './support/goals.ts';

const session = useBrowser();

/** Every write the page sends to the API from now on, as 'PATCH /api/expense/7'. */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && request.method() !== 'GET')
      writes.push(`${request.method()} ${pathname}`);
  });
  return writes;
}

/** Opens an inline field by its button and leaves it with Enter (or blur), typing `text` first when given. */
async function leaveField(page: Page, button: string, field: string, how: 'Enter' | 'blur', text?: string) {
  await page.getByRole('button', { name: button }).click();
  const input = page.getByLabel(field, { exact: true });
  await input.waitFor();
  if (text !== undefined) await input.fill(text);
  if (how === 'Enter') await input.press('Enter');
  else await input.blur();
  await input.waitFor({ state: 'detached' });
}

const toasts = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

describe.each(SCREENSHOT_WIDTHS)('at %i px', (width) => {
  it('a $65.25 bill opened as 65 and left with Enter, or 65 typed again, sends nothing and keeps 6525', async () => {
    const { page } = session;
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    const user = await signUpWithCard(`no-change-${width}`);
    const month = currentMonthKey();
    const budgetId = await budgetIdFor(user, month);
    const item = (kind: string, name: string, amount: number, dueDate: string) =>
      callApi(
        'POST',
        `/api/${kind}`,
        { budgetId, name, amount, dueDate, priority: 3, category: 'other' },
        user.token,
      );
    // $2,000.50 - $65.25 - $30 = $1,905.25 shows as $1,905; were the bill rewritten to $65 it would show $1,906.
    await item('income', 'Paycheck', 200_050, '1');
    await item('expense', 'Phone bill', 6525, '10');
    await item('expense', 'Gym', 3000, '12');
    await openBudget(page, user);
    await expect.poll(() => balanceText(page, 'Balance on the 15th')).toBe('$1,905');
    const writes = recordWrites(page);

    // The field opens on whole dollars: '65'.
    await page.getByRole('button', { name: 'Edit amount of Phone bill: $65' }).click();
    const amount = page.getByLabel('Amount of Phone bill in dollars', { exact: true });
    await expect.poll(() => amount.inputValue()).toBe('65');
    await page.screenshot({ path: await screenshotPath('no-change-amount-open', width) });
    await amount.press('Enter');
    await amount.waitFor({ state: 'detached' });
    await leaveField(
      page,
      'Edit amount of Phone bill: $65',
      'Amount of Phone bill in dollars',
      'Enter',
      '65',
    );
    await leaveField(page, 'Edit amount of Phone bill: $65', 'Amount of Phone bill in dollars', 'blur');
    await leaveField(page, 'Edit name: Phone bill', 'Name of Phone bill', 'Enter');
    await leaveField(page, 'Edit name: Phone bill', 'Name of Phone bill', 'blur', ' Phone bill ');

    // A real change afterwards: writes go out one at a time in the order made, so once its toast shows and
    // the page is settled, any write of the untouched fields would have been sent before it.
    await leaveField(page, 'Edit amount of Gym: $30', 'Amount of Gym in dollars', 'Enter', '31');
    await toasts(page, UNDO_LABELS.amountChanged('Gym', 3100)).waitFor();
    await apiSettled(page);
    const gym = (await storedBudget(user, month)).expenseItems.find((row) => row.name === 'Gym');
    expect(writes).toEqual([`PATCH /api/expense/${gym?.id}`]);
    await expect.poll(() => toasts(page, 'Phone bill').count()).toBe(0);
    await expect.poll(() => balanceText(page, 'Balance on the 15th')).toBe('$1,904');
    await page.screenshot({ path: await screenshotPath('no-change-after', width) });
    await expectNoAxeViolations(page, 'budget after unchanged edits');

    // The only undo step is the Gym change: Ctrl+Z takes it back, and the bill keeps its cents.
    await page.keyboard.press('Control+z');
    await page.getByRole('button', { name: 'Edit amount of Gym: $30' }).waitFor();
    await apiSettled(page);
    const stored = await storedBudget(user, month);
    expect(stored.expenseItems.find((row) => row.name === 'Phone bill')?.amount).toBe(6525);
    expect(stored.expenseItems.find((row) => row.name === 'Gym')?.amount).toBe(3000);
    await expect.poll(() => balanceText(page, 'Balance on the 15th')).toBe('$1,905');
  });

  it('goal names, targets and the bank balance left as they opened send nothing; their cents survive', async () => {
    const { page } = session;
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    const user = await signUpWithCard(`no-change-goals-${width}`);
    await callApi('POST', '/api/future-plans', { name: 'Trip', targetAmount: 250_050 }, user.token);
    await createGoalViaApi(user, 'Bike', 400);
    // A balance with cents, as an import can leave it: the header opens on $1,235.
    const budgetId = await budgetIdFor(user, new Date().toISOString().slice(0, 7));
    await withDatabase(
      (sql) => sql`update public.budgets set future_goals_balance = 123456 where id = ${budgetId}`,
    );
    await openGoalsScreen(page, user);
    const writes = recordWrites(page);

    await leaveField(page, 'Edit name of Trip', 'Name of Trip', 'Enter');
    await leaveField(page, 'Edit target of Trip: $2,501', 'Target of Trip in dollars', 'Enter');
    await leaveField(page, 'Edit target of Trip: $2,501', 'Target of Trip in dollars', 'blur', '2501');
    await leaveField(page, 'Edit Bank Balance: $1,235', 'Bank Balance in dollars', 'Enter');
    await leaveField(page, 'Edit Bank Balance: $1,235', 'Bank Balance in dollars', 'blur', '1,235');

    await leaveField(page, 'Edit name of Bike', 'Name of Bike', 'Enter', 'Road bike');
    await page.getByRole('button', { name: 'Edit name of Road bike' }).waitFor();
    await apiSettled(page);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^PATCH \/api\/future-plans\/\d+$/);
    await page.screenshot({ path: await screenshotPath('no-change-goals', width) });
    await expectNoAxeViolations(page, 'goals after unchanged edits');

    const goals = await listGoalsViaApi(user);
    expect(goals.find((goal) => goal.name === 'Trip')?.targetAmount).toBe(250_050);
    const [row] = await withDatabase(
      (sql) =>
        sql<
          { balance: number }[]
        >`select future_goals_balance as balance from public.budgets where id = ${budgetId}`,
    );
    expect(row?.balance).toBe(123_456);
  });
});
