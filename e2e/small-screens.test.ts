// The budget screen on the smallest phones (issue 45, "Small screens"): at 320×568 a first load shows at least
// three whole rows, the install card up; no word that fits on a line is broken inside it; a name longer than
// three lines can be read whole without opening its edit, from the keyboard too; a row shows a member's initials
// only when the other member changed it last; the field a row's ⋯ opens, and its name and amount fields, have
// visible labels.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { NAME_EXPANDER_TEXT } from '../src/features/budget/model/name-expander.ts';
import { callApi, setFirstName, signUpWithCard } from './support/api.ts';
import { apiSettled } from './support/api-settled.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openWithAccess, screenshotPath, useBrowser } from './support/browser.ts';
import { currentMonthKey, openBudget, seedItems, storedBudget } from './support/budget.ts';
import { shareBudget } from './support/household.ts';
import {
  expectNoAxeViolationsOnPhones,
  PHONE_WIDTHS,
  savePhoneScreenshots,
  SMALLEST_PHONE,
} from './support/phones.ts';
import { nameIsCut } from './support/layout.ts';

const session = useBrowser();

const LONG_NAME =
  'Membership of the allotment society and the community garden, paid yearly in advance to the treasurer';
const ROWS = [
  { kind: 'income', name: 'Paycheck', dollars: 800, day: '1' },
  { kind: 'expense', name: 'Rent', dollars: 650, day: '2' },
  { kind: 'expense', name: 'Phone', dollars: 45, day: '5' },
  { kind: 'expense', name: LONG_NAME, dollars: 120, day: '9' },
  { kind: 'expense', name: 'Electricity', dollars: 95, day: '12' },
  { kind: 'income', name: 'Paycheck', dollars: 800, day: '15' },
  { kind: 'expense', name: 'Groceries', dollars: 300, day: '20' },
] as const;

/** The month's rows (its labelled list items) wholly inside the viewport and under nothing (corners and middle). */
function rowsWhollyInView(page: Page): Promise<number> {
  return page.locator('main section li[aria-label]').evaluateAll(
    (rows) =>
      rows.filter((row) => {
        const box = row.getBoundingClientRect();
        if (box.height === 0 || box.top < 0 || box.bottom > innerHeight) return false;
        const points = [
          [box.left + 2, box.top + 2],
          [box.right - 2, box.top + 2],
          [box.left + 2, box.bottom - 2],
          [box.right - 2, box.bottom - 2],
          [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
        ] as const;
        return points.every(([x, y]) => row.contains(document.elementFromPoint(x, y)));
      }).length,
  );
}

/**
 * The words of the rows' names drawn on more than one line (broken inside), with the width of their name's
 * column: a word wider than its column may break, no other.
 */
function brokenWords(page: Page): Promise<{ word: string; width: number; column: number }[]> {
  return page.getByRole('button', { name: /^Edit name: / }).evaluateAll((buttons) =>
    buttons.flatMap((button) => {
      const text = button.firstElementChild as HTMLElement;
      const column = text.getBoundingClientRect().width;
      const nodes = Array.from(text.childNodes).filter((node) => node.nodeType === Node.TEXT_NODE);
      return nodes.flatMap((node) =>
        Array.from((node.textContent ?? '').matchAll(/\S+/g)).flatMap((match) => {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
          const lines = new Set(rects.map((rect) => Math.round(rect.top)));
          const width = rects.reduce((sum, rect) => sum + rect.width, 0);
          return lines.size > 1 ? [{ word: match[0], width, column }] : [];
        }),
      );
    }),
  );
}

/** The names whose text reaches past the side of their button (clipped, rather than wrapped or broken). */
function clippedSideways(page: Page): Promise<string[]> {
  return page.getByRole('button', { name: /^Edit name: / }).evaluateAll((buttons) =>
    buttons
      .filter((button) => {
        const text = (button.firstElementChild as HTMLElement).getBoundingClientRect();
        const own = button.getBoundingClientRect();
        return text.right > own.right + 1 || text.left < own.left - 1;
      })
      .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''),
  );
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not on screen`);
  return box;
}

it('at 320×568 a first load shows at least three whole rows, with the install card up', async () => {
  const user = await signUpWithCard('small-first-load');
  await seedItems(user, currentMonthKey(), [...ROWS]);
  const { page } = session;
  await page.setViewportSize(SMALLEST_PHONE);
  await openWithAccess(page, '/', user, { showInstallBanner: true });
  await page.getByRole('listitem', { name: /^Rent/ }).waitFor();
  await page.getByRole('complementary', { name: 'Install Halfwise' }).waitFor();
  await page.getByRole('button', { name: 'Show me how' }).waitFor();

  await expect.poll(() => rowsWhollyInView(page)).toBeGreaterThanOrEqual(3);
  await page.screenshot({ path: await screenshotPath('small-first-load-568', 320) });
  await expectNoAxeViolations(page, 'first load at 320×568 with the install card');
});

it('no word that fits is broken, and a long name is read whole from a button under it, by keyboard too', async () => {
  const user = await signUpWithCard('small-words');
  await seedItems(user, currentMonthKey(), [...ROWS]);
  const { page } = session;
  await openBudget(page, user);
  await page.getByRole('listitem', { name: /^Groceries/ }).waitFor();

  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 812 });
    await expect
      .poll(async () => (await brokenWords(page)).filter((word) => word.width <= word.column))
      .toEqual([]);
    await expect.poll(() => brokenWords(page)).toEqual([]);
    await expect.poll(() => clippedSideways(page)).toEqual([]);
  }

  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 812 });
    // Cut after three lines; the button under it shows it whole in the row, and folds it back.
    await expect.poll(() => nameIsCut(page, LONG_NAME)).toBe(true);
    const expander = page.getByRole('button', { name: `${NAME_EXPANDER_TEXT.show} of ${LONG_NAME}` });
    await page.getByRole('button', { name: `Edit name: ${LONG_NAME}` }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => expander.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => nameIsCut(page, LONG_NAME)).toBe(false);
    await expect.poll(() => page.getByRole('textbox').count()).toBe(0);
    const folder = page.getByRole('button', { name: `${NAME_EXPANDER_TEXT.hide} of ${LONG_NAME}` });
    await expect.poll(() => folder.getAttribute('aria-expanded')).toBe('true');
    await folder.scrollIntoViewIfNeeded();
    await page.screenshot({ path: await screenshotPath('small-long-name-whole', width) });
    await expectNoAxeViolations(page, 'a long name shown whole');
    await folder.click();
    await expect.poll(() => nameIsCut(page, LONG_NAME)).toBe(true);
  }

  // The add row's fields have their labels drawn over them.
  await page.getByRole('button', { name: 'ADD EXPENSE' }).click();
  const fields = [
    ['Name', page.getByRole('textbox', { name: 'New expense name' })],
    ['Amount ($)', page.getByRole('spinbutton', { name: 'New expense amount in dollars' })],
  ] as const;
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 812 });
    for (const [text, field] of fields) {
      const label = page.getByRole('group', { name: 'New expense' }).getByText(text, { exact: true });
      const [labelBox, fieldBox] = [await boxOf(label), await boxOf(field)];
      expect(labelBox.y + labelBox.height, text).toBeLessThanOrEqual(fieldBox.y + 1);
      expect(Math.abs(labelBox.x - fieldBox.x), text).toBeLessThanOrEqual(fieldBox.width);
    }
  }
  await savePhoneScreenshots(page, 'small-add-row-labels');
  await expectNoAxeViolationsOnPhones(page, 'the add row with its labels');
});

it("on a shared budget only the other member's changes carry initials, and a row's ⋯ field is labelled on screen", async () => {
  const owner = await signUpWithCard('small-owner');
  const partner = await signUpWithCard('small-partner');
  await Promise.all([setFirstName(owner, 'Ann'), setFirstName(partner, 'Ben')]);
  const month = currentMonthKey();
  await seedItems(owner, month, [...ROWS]);
  await shareBudget(owner, partner);
  // The partner changes the first paycheck and the phone bill.
  const stored = await storedBudget(owner, month);
  const paycheck = stored.incomeItems.find((item) => item.name === 'Paycheck')!;
  const phone = stored.expenseItems.find((item) => item.name === 'Phone')!;
  await callApi('PATCH', `/api/income/${paycheck.id}`, { amount: 81_000 }, partner.token);
  await callApi('PATCH', `/api/expense/${phone.id}`, { amount: 5_000 }, partner.token);

  const { page } = session;
  await openBudget(page, owner);
  const badges = page.getByRole('button', { name: /Last changed by/ });
  await expect.poll(() => badges.count()).toBe(2);
  await expect.poll(() => badges.allTextContents()).toEqual(['B', 'B']);
  await expect
    .poll(() =>
      page
        .getByRole('listitem', { name: /^Rent/ })
        .getByRole('button', { name: /Last changed by/ })
        .count(),
    )
    .toBe(0);

  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 812 });
    await expect.poll(() => brokenWords(page)).toEqual([]);
    await expect.poll(() => clippedSideways(page)).toEqual([]);
  }
  await savePhoneScreenshots(page, 'small-shared-initials');

  // The ⋯ of a row opens its note with the label "Note" drawn over the field.
  await page.getByRole('button', { name: 'Details of Rent' }).click();
  const field = page.getByRole('textbox', { name: 'Note of Rent' });
  await field.waitFor();
  const label = page.getByRole('listitem', { name: /^Rent/ }).getByText('Note', { exact: true });
  await label.waitFor();
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 812 });
    const [labelBox, fieldBox] = [await boxOf(label), await boxOf(field)];
    expect(labelBox.y + labelBox.height).toBeLessThanOrEqual(fieldBox.y + 1);
    expect(labelBox.x).toBeGreaterThanOrEqual(fieldBox.x - 8);
  }
  await savePhoneScreenshots(page, 'small-note-label');
  await expectNoAxeViolationsOnPhones(page, 'a row’s note field open');
  await field.press('Escape');

  // A row's name and amount open with their captions on the field's top edge, inside the row.
  const rent = page.getByRole('listitem', { name: /^Rent/ });
  for (const [button, role, name, caption] of [
    [/^Edit name: ?Rent/, 'textbox', 'Name of Rent', 'Name'],
    [/^Edit amount of Rent:/, 'spinbutton', 'Amount of Rent in dollars', 'Amount'],
  ] as const) {
    await rent.getByRole('button', { name: button }).click();
    const open = page.getByRole(role, { name });
    await open.waitFor();
    const shown = rent.getByText(caption, { exact: true });
    await shown.waitFor();
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 812 });
      const [captionBox, fieldBox, rowBox] = [await boxOf(shown), await boxOf(open), await boxOf(rent)];
      expect(captionBox.y).toBeLessThan(fieldBox.y);
      expect(captionBox.y + captionBox.height).toBeGreaterThan(fieldBox.y);
      expect(captionBox.y).toBeGreaterThanOrEqual(rowBox.y);
    }
    await savePhoneScreenshots(page, `small-${caption.toLowerCase()}-caption`);
    await expectNoAxeViolationsOnPhones(page, `a row’s ${caption.toLowerCase()} field open`);
    await open.press('Escape');
  }
  await apiSettled(page);
});
