// Settings → Reminders lists the devices that get push reminders, each with Remove, by mouse or keyboard, at a
// phone's width and a desktop's, with the empty state once none is left.
import { DEVICES_TEXT } from '../src/features/settings/model/push-devices.ts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { callApi, markCardSetUp, signUpViaApi } from './support/api.ts';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { uniqueEmail } from './support/env.ts';

const session = useBrowser();
const KEYS = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
const DEVICES = [
  'https://fcm.googleapis.com/fcm/send/e2e-phone',
  'https://updates.push.services.mozilla.com/wpush/v2/e2e-laptop',
  'https://web.push.apple.com/e2e-tablet',
];

const devicesList = (page: Page) =>
  page.getByRole('region', { name: 'Devices with notifications' }).getByRole('listitem');

it('lists the devices with Remove, and removes them by mouse and keyboard down to none', async () => {
  const account = await signUpViaApi(uniqueEmail('push-devices'));
  await markCardSetUp(account.user.id);
  for (const endpoint of DEVICES) {
    await callApi('POST', '/api/push-subscriptions', { endpoint, keys: KEYS }, account.token);
  }
  const { page } = session;
  await openWithAccess(page, '/settings', account);
  const region = page.getByRole('region', { name: 'Devices with notifications' });
  await expect.poll(() => devicesList(page).allInnerTexts()).toHaveLength(3);
  const names = await devicesList(page).allInnerTexts();
  expect(names.map((text) => text.split('\n')[0])).toEqual(['Safari', 'Firefox', 'Chrome or Android']);

  await saveScreenshots(page, 'settings-push-devices', { fullPage: false, scrollTo: region });
  await expectNoAxeViolationsAtBothWidths(page, 'settings push devices');

  // The mouse: Firefox goes, and the server forgets it.
  await region.getByRole('button', { name: /^Remove Firefox/ }).click();
  await expect.poll(() => devicesList(page).count()).toBe(2);
  const left = await callApi<{ devices: Array<{ endpoint: string }> }>(
    'GET',
    '/api/push-subscriptions',
    undefined,
    account.token,
  );
  expect(left.devices.map((device) => device.endpoint).sort()).toEqual([DEVICES[0], DEVICES[2]].sort());

  // The keyboard: each Remove is a button that Enter and Space press.
  await region.getByRole('button', { name: /^Remove Safari/ }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => devicesList(page).count()).toBe(1);
  await region.getByRole('button', { name: /^Remove Chrome or Android/ }).focus();
  await page.keyboard.press('Space');
  await region.getByText(DEVICES_TEXT.empty).waitFor();
  await saveScreenshots(page, 'settings-push-devices-none', { fullPage: false, scrollTo: region });
  await expectNoAxeViolationsAtBothWidths(page, 'settings push devices, none left');
});
