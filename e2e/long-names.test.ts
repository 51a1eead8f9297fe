import { expect, it } from 'vitest';
import { MAX_ITEM_NAME_LENGTH } from '@halfwise/core/item-limits.ts';
import { callApi, signUpWithCard } from './support/api.ts';
import { saveScreenshots, SCREENSHOT_WIDTHS, useBrowser } from './support/browser.ts';
import { currentMonthKey, monthHalf, openBudget, seedItems, storedBudget } from './support/budget.ts';
import { apiSettled } from './support/api-settled.ts';

const session = useBrowser();

/** A name of words, `length` characters long, ending on a letter (the server trims names). */
function longName(length: number): string {
  return 'Car loan payment to the credit union '.repeat(Math.ceil(length / 30)).slice(0, length - 1) + 'x';
}

it("item name fields stop at the server's limit, so a pasted essay is saved, cut to 200 characters", async () => {
  const user = await signUpWithCard('long-name-add');
  const month = currentMonthKey();
  const { page } = session;
  await openBudget(page, user);

  await page.getByRole('button', { name: 'ADD EXPENSE' }).click();
  const name = page.getByLabel('New expense name');
  await name.fill(longName(2000));
  expect((await name.inputValue()).length).toBe(MAX_ITEM_NAME_LENGTH);
  await name.press('Enter');
  await page.getByLabel('New expense amount in dollars').fill('10');
  await page.getByLabel('New expense amount in dollars').press('Enter');
  await monthHalf(page, 'late')
    .getByRole('listitem', { name: /^Car loan payment/ })
    .waitFor();
  await apiSettled(page);
  expect((await storedBudget(user, month)).expenseItems.map((item) => item.name)).toEqual([
    longName(2000).slice(0, MAX_ITEM_NAME_LENGTH),
  ]);

  // Renaming inline stops at the same limit.
  await page.getByRole('button', { name: /^Edit name: Car loan payment/ }).click();
  const rename = page.getByRole('textbox', { name: /^Name of Car loan payment/ });
  await rename.fill(longName(600));
  expect((await rename.inputValue()).length).toBe(MAX_ITEM_NAME_LENGTH);
  await rename.press('Escape');
});

it('a toast that repeats a long name keeps to two lines and stays on the screen', async () => {
  const user = await signUpWithCard('long-name-toast');
  const month = currentMonthKey();
  const name = longName(MAX_ITEM_NAME_LENGTH);
  await seedItems(user, month, [{ kind: 'expense', name, dollars: 40, day: '15' }]);
  const { page } = session;
  await openBudget(page, user);
  await monthHalf(page, 'late')
    .getByRole('listitem', { name: /^Car loan payment/ })
    .waitFor();

  // The item is deleted elsewhere (another device), so this edit is refused and the toast names the item.
  const [item] = (await storedBudget(user, month)).expenseItems;
  await callApi('DELETE', `/api/expense/${item?.id}`, undefined, user.token);
  await page.getByRole('button', { name: /^Edit amount of Car loan payment/ }).click();
  await page.getByRole('spinbutton', { name: /^Amount of Car loan payment/ }).fill('55');
  await page.getByRole('spinbutton', { name: /^Amount of Car loan payment/ }).press('Enter');
  const toast = page.getByRole('alert').filter({ hasText: 'Not saved' });
  await toast.waitFor();

  for (const width of SCREENSHOT_WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    const fit = await toast.evaluate((card) => {
      const lines = (element: Element) => {
        const probe = element.cloneNode() as HTMLElement;
        probe.textContent = 'x';
        element.parentElement?.append(probe);
        const oneLine = probe.getBoundingClientRect().height;
        probe.remove();
        return element.getBoundingClientRect().height / oneLine;
      };
      const [title, description] = Array.from(card.querySelector('div')?.children ?? []);
      const box = card.getBoundingClientRect();
      return {
        titleLines: title ? lines(title) : 0,
        descriptionLines: description ? lines(description) : 0,
        inside: box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight,
        fullText: card.textContent ?? '',
      };
    });
    expect(fit.titleLines, `title at ${width}px`).toBeLessThanOrEqual(2);
    expect(fit.descriptionLines, `description at ${width}px`).toBeLessThanOrEqual(2);
    expect(fit.inside, `toast inside the screen at ${width}px`).toBe(true);
    // Clamped only on screen: the whole text is still there to be read out.
    expect(fit.fullText).toContain(`The new amount of ${name} was not saved.`);
  }
  await saveScreenshots(page, 'toast-long-name', { fullPage: false });
});
