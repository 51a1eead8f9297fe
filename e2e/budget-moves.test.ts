import { expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import {
  dragHandleTo,
  dropLineOf,
  monthHalf,
  openBudget,
  rowNames,
  userWithFourBills,
} from './support/budget.ts';
import { apiSettled } from './support/api-settled.ts';

const session = useBrowser();

it('moves an item by handle and by drag, reorders, and deletes by drag', async () => {
  const user = await userWithFourBills('moves');
  const { page } = session;
  await openBudget(page, user);
  await monthHalf(page, 'late').getByRole('listitem').first().waitFor();

  // Handle click, then the late section: the item is dated the 15th.
  await page.getByRole('button', { name: 'Move Phone', exact: true }).click();
  await page.getByRole('button', { name: 'Move Phone to 15th – month end' }).click();
  await monthHalf(page, 'late').getByRole('listitem', { name: 'Phone, $50, due the 15th' }).waitFor();
  await expect.poll(() => rowNames(page, 'early')).toEqual(['Gym', 'Car']);

  // Drag Car into the lower part of Rent: below it, in the late half.
  await dragHandleTo(page, 'Move Car', monthHalf(page, 'late').getByRole('listitem', { name: /^Rent/ }), 0.8);
  await monthHalf(page, 'late').getByRole('listitem', { name: 'Car, $300, due the 15th' }).waitFor();
  await expect.poll(() => rowNames(page, 'late')).toEqual(['Rent', 'Car', 'Phone']);

  // Reorder within the late half: Car to the upper 40% of Rent goes above it.
  await dragHandleTo(page, 'Move Car', monthHalf(page, 'late').getByRole('listitem', { name: /^Rent/ }), 0.2);
  await expect.poll(() => rowNames(page, 'late')).toEqual(['Car', 'Rent', 'Phone']);

  // Delete by dropping on DELETE.
  await dragHandleTo(page, 'Move Gym', page.getByRole('button', { name: 'DELETE', exact: true }), 0.5, {
    announcedOver: 'Gym is over DELETE.',
  });
  await expect.poll(() => rowNames(page, 'early')).toEqual([]);

  await apiSettled(page);
  await page.reload();
  await monthHalf(page, 'late').getByRole('listitem').first().waitFor();
  await expect.poll(() => rowNames(page, 'late')).toEqual(['Car', 'Rent', 'Phone']);
  await expect.poll(() => rowNames(page, 'early')).toEqual([]);
});

it('drags from the keyboard', async () => {
  const user = await userWithFourBills('keyboard');
  const { page } = session;
  await openBudget(page, user);
  await monthHalf(page, 'early').getByRole('listitem').first().waitFor();

  await page.getByRole('button', { name: 'Move Phone', exact: true }).focus();
  // Each step waits for what a screen reader hears, so no key is pressed before the drag is ready for it.
  await page.keyboard.press('Space');
  await page.getByText(/^(Picked up Phone|Phone is over Phone)\.$/).waitFor({ state: 'attached' });
  await page.keyboard.press('ArrowDown');
  await page.getByText('Phone is over Gym.').waitFor({ state: 'attached' });
  await page.keyboard.press('Space');
  await expect.poll(() => rowNames(page, 'early')).toEqual(['Gym', 'Phone', 'Car']);

  await apiSettled(page);
  await page.reload();
  await monthHalf(page, 'early').getByRole('listitem').first().waitFor();
  await expect.poll(() => rowNames(page, 'early')).toEqual(['Gym', 'Phone', 'Car']);
});

it('a drag during which the page scrolls shows the drop line where the pointer is, and drops there', async () => {
  const user = await userWithFourBills('scrolled-drag');
  const { page } = session;
  // A short window, so the month scrolls while a row is held (as a person scrolls, or the page does near its edge).
  await page.setViewportSize({ width: 375, height: 420 });
  await openBudget(page, user);
  await monthHalf(page, 'late').getByRole('listitem').first().waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));

  const handle = await page.getByRole('button', { name: 'Move Car', exact: true }).boundingBox();
  if (!handle) throw new Error('Car is not on screen');
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 + 10, { steps: 3 });
  await page.getByText(/^(Picked up Car|Car is over .*)\.$/).waitFor({ state: 'attached' });
  // Far enough to bring Rent to the middle of the window, clear of the edges where the page scrolls on by itself.
  await page.mouse.wheel(0, 380);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  // The upper part of Rent, where the page now shows it: the line goes above Rent, and so does Car. The pointer
  // follows Rent until the page stands still with the line shown (near the window's edges a held row scrolls the
  // page on by itself: dnd-kit's auto-scroll).
  const rent = monthHalf(page, 'late').getByRole('listitem', { name: /^Rent/ });
  const scrollAfterFrames = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
        ),
    );
  await expect
    .poll(
      async () => {
        const box = await rent.boundingBox();
        if (!box) return 'Rent is not on screen';
        const scrolled = await page.evaluate(() => window.scrollY);
        await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.25, { steps: 2 });
        const line = (await dropLineOf(rent)) ?? 'no line';
        return (await scrollAfterFrames()) === scrolled ? line : 'the page is still scrolling';
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe('above');
  await page.mouse.up();
  await expect.poll(() => rowNames(page, 'late')).toEqual(['Car', 'Rent']);
});

it('drags from the keyboard into an empty half of the month', async () => {
  const user = await userWithFourBills('keyboard-empty');
  const { page } = session;
  await openBudget(page, user);
  await monthHalf(page, 'late').getByRole('listitem').first().waitFor();
  await page.getByRole('button', { name: 'Move Rent', exact: true }).click();
  await page.getByRole('button', { name: 'Move Rent to 1st – 14th' }).click();
  await expect.poll(() => rowNames(page, 'late')).toEqual([]);
  await expect.poll(() => rowNames(page, 'early')).toEqual(['Phone', 'Gym', 'Car', 'Rent']);

  await page.getByRole('button', { name: 'Move Rent', exact: true }).focus();
  await page.keyboard.press('Space');
  await page.getByText(/^(Picked up Rent|Rent is over Rent)\.$/).waitFor({ state: 'attached' });
  await page.keyboard.press('ArrowDown');
  await page.getByText('Rent is over the 15th to month-end list.').waitFor({ state: 'attached' });
  await page.keyboard.press('Space');
  await expect.poll(() => rowNames(page, 'late')).toEqual(['Rent']);
  await expect.poll(() => rowNames(page, 'early')).toEqual(['Phone', 'Gym', 'Car']);

  await apiSettled(page);
  await page.reload();
  await monthHalf(page, 'late').getByRole('listitem').first().waitFor();
  await expect.poll(() => rowNames(page, 'late')).toEqual(['Rent']);
});

/**
 * A user with four bills on the budget screen, drawn while drag and drop's code is held back until `release` is
 * called.
 */
async function budgetBeforeDragAndDrop(label: string) {
  const user = await userWithFourBills(label);
  const { page } = session;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/BoardDrag[-.][\w-]*\.(js|tsx)(\?.*)?$/, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  await openBudget(page, user);
  await monthHalf(page, 'early').getByRole('listitem').first().waitFor();
  await expect.poll(() => requested).toBe(true);
  return { page, release };
}

it('a handle pressed from the keyboard before drag and drop has arrived starts its drag once it has', async () => {
  const { page, release } = await budgetBeforeDragAndDrop('early-key');

  await page.getByRole('button', { name: 'Move Phone', exact: true }).focus();
  await page.keyboard.press('Space');
  release();
  await page.getByText(/^(Picked up Phone|Phone is over Phone)\.$/).waitFor({ state: 'attached' });
  await page.keyboard.press('ArrowDown');
  await page.getByText('Phone is over Gym.').waitFor({ state: 'attached' });
  await page.keyboard.press('Space');
  await expect.poll(() => rowNames(page, 'early')).toEqual(['Gym', 'Phone', 'Car']);
});

it('a handle held down by the pointer before drag and drop has arrived drags once it has', async () => {
  const { page, release } = await budgetBeforeDragAndDrop('early-pointer');

  const handle = await page.getByRole('button', { name: 'Move Phone', exact: true }).boundingBox();
  if (!handle) throw new Error('the handle of Phone is not on screen');
  const start = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  release();
  // The kept press starts the drag; the pointer moving on, still held, makes it one.
  let step = 0;
  await expect
    .poll(async () => {
      step += 4;
      await page.mouse.move(start.x, start.y + step, { steps: 2 });
      return page.getByText(/^(Picked up Phone|Phone is over \w+)\.$/).count();
    })
    .toBeGreaterThan(0);
  const rent = monthHalf(page, 'late').getByRole('listitem', { name: /^Rent/ });
  const box = await rent.boundingBox();
  if (!box) throw new Error('Rent is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.8, { steps: 12 });
  await page.getByText('Phone is over Rent.').waitFor({ state: 'attached' });
  await page.mouse.up();
  await expect.poll(() => rowNames(page, 'late')).toEqual(['Rent', 'Phone']);
  await expect.poll(() => rowNames(page, 'early')).toEqual(['Gym', 'Car']);
});
