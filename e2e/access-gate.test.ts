import { expect, it } from 'vitest';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import { ACCESS_CODE } from './support/env.ts';

const session = useBrowser();

it('refuses a wrong access code, then lets the right one in', async () => {
  const { page } = session;
  await page.goto('/');
  await page.getByText('Beta Access Required').waitFor();
  await saveScreenshots(page, 'access-gate');

  const code = page.getByLabel('Access Code');
  await code.fill('not-the-code');
  await page.getByRole('button', { name: 'Enter Halfwise' }).click();
  await page.getByRole('button', { name: 'Validating...' }).waitFor();
  await page.getByText('Invalid Access Code').waitFor();
  await page.getByText('Please check your access code and try again.').waitFor();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('Halfwise-access'))).toBeNull();

  await code.fill(ACCESS_CODE.toUpperCase());
  await page.getByRole('button', { name: 'Enter Halfwise' }).click();
  await page.getByText('Access Granted').waitFor();
  await page.getByText('Welcome to Halfwise!').waitFor();
  await page.getByRole('heading', { name: 'Easy, Fun Budgeting.' }).waitFor();
  // One toast at a time: the refusal is dismissed and removed while the welcome stays.
  await page.getByText('Invalid Access Code').waitFor({ state: 'detached' });
  await page.getByText('Access Granted').waitFor();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('Halfwise-access'))).toBe('granted');

  await page.keyboard.press('F8');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toBe('Notifications (F8)');

  const toast = page.getByRole('status').filter({ hasText: 'Access Granted' });
  const box = await toast.boundingBox();
  if (!box) throw new Error('The toast has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 50, y, { steps: 3 });
  await page.mouse.up();
  // A short swipe springs back (a dismissing one would leave the card where the pointer let go) and stays.
  await expect.poll(() => toast.evaluate((card) => (card as HTMLElement).style.transform)).toBe('');
  await expect.poll(() => toast.count()).toBe(1);
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, y, { steps: 3 });
  await page.mouse.up();
  // Well before its 5 s display time ends.
  await toast.waitFor({ state: 'detached', timeout: 2000 });

  await page.reload();
  await page.getByRole('heading', { name: 'Easy, Fun Budgeting.' }).waitFor();
  await saveScreenshots(page, 'landing');
});
