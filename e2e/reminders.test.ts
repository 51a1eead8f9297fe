// Settings → Reminders in a real Chromium: turning reminders on and off, the notification permission granted
// and refused, and the installed app's service worker showing a reminder a pass of the reminders function sent.
import { PUSH_TEXT, REMINDERS_SAVED } from '../src/features/settings/model/reminder-form.ts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  startPushService,
  type PushService,
  type StandInSubscription,
} from '../tests/support/push-service.ts';
import { GATEWAY_URL, SERVICE_ROLE_KEY } from '../tests/support/stack-env.ts';
import { callApi, markCardSetUp, signUpViaApi, withDatabase, type ApiSession } from './support/api.ts';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { seedItems } from './support/budget.ts';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { uniqueEmail } from './support/env.ts';
import { useInstalledApp, waitForServiceWorkerControl } from './support/pwa.ts';

const session = useBrowser();
const installed = useInstalledApp(session);
let push: PushService;
beforeAll(async () => {
  push = await startPushService();
});
afterAll(() => push?.stop());

async function newAccount(): Promise<ApiSession> {
  const account = await signUpViaApi(uniqueEmail('reminders'));
  await markCardSetUp(account.user.id);
  return account;
}

const remindersCard = (page: Page) => page.getByRole('region', { name: 'Reminders' });

/** Counts the page's calls to Notification.requestPermission (the browser still answers them). */
async function countPermissionRequests(page: Page) {
  await page.addInitScript(() => {
    const ask = Notification.requestPermission.bind(Notification);
    const counted = window as unknown as { permissionRequests: number };
    counted.permissionRequests = 0;
    Notification.requestPermission = () => {
      counted.permissionRequests += 1;
      return ask();
    };
  });
  return () => page.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests);
}

it('turns bill reminders on by email, keeps them across a reload, and turns them off', async () => {
  const account = await newAccount();
  const { page } = session;
  await openWithAccess(page, '/settings', account);
  const card = remindersCard(page);
  const bills = card.getByRole('checkbox', { name: 'Bills coming due' });
  const email = card.getByRole('checkbox', { name: `Email to ${account.user.email}` });
  await bills.waitFor();
  await expect.poll(() => bills.isChecked()).toBe(false);
  await expect.poll(() => email.isChecked()).toBe(false);
  // Settings never saved start on the browser's own time zone.
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect.poll(() => card.getByLabel('Time zone').inputValue()).toBe(zone);

  await bills.check();
  await card.getByLabel('How early', { exact: true }).selectOption({ label: '2 days before' });
  await card.getByLabel('At', { exact: true }).selectOption({ label: '8:30 AM' });
  await email.check();
  await saveScreenshots(page, 'settings-reminders', {
    fullPage: false,
    scrollTo: card.getByRole('heading', { name: 'Reminders' }),
  });
  await card.getByRole('button', { name: 'Save reminders' }).click();
  await page.getByRole('status').filter({ hasText: REMINDERS_SAVED }).waitFor();
  await expectNoAxeViolationsAtBothWidths(page, 'settings reminders');

  await page.reload();
  await bills.waitFor();
  await expect.poll(() => bills.isChecked()).toBe(true);
  await expect.poll(() => card.getByLabel('How early', { exact: true }).inputValue()).toBe('2');
  await expect.poll(() => card.getByLabel('At', { exact: true }).inputValue()).toBe('08:30');
  await expect.poll(() => email.isChecked()).toBe(true);

  await bills.uncheck();
  await email.uncheck();
  await card.getByRole('button', { name: 'Save reminders' }).click();
  await page.getByRole('status').filter({ hasText: REMINDERS_SAVED }).waitFor();
  const saved = await callApi<{ bills: { enabled: boolean }; email: boolean }>(
    'GET',
    '/api/reminders',
    undefined,
    account.token,
  );
  expect(saved).toMatchObject({ bills: { enabled: false }, email: false });
});

it('explains a refused notification permission and leaves push off', async () => {
  const account = await newAccount();
  const { page, context } = session;
  const requests = await countPermissionRequests(page);
  const cdp = await context.newCDPSession(page);
  await openWithAccess(page, '/settings', account);
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: new URL(page.url()).origin,
  });
  const pushBox = remindersCard(page).getByRole('checkbox', { name: 'Notifications on this device' });
  await pushBox.waitFor();
  await expect.poll(() => requests()).toBe(0);

  await pushBox.click();
  await remindersCard(page).getByRole('alert').filter({ hasText: PUSH_TEXT.denied }).waitFor();
  await expect.poll(() => requests()).toBe(1);
  await expect.poll(() => pushBox.isChecked()).toBe(false);
  await saveScreenshots(page, 'settings-reminders-denied', {
    fullPage: false,
    scrollTo: remindersCard(page),
  });
});

/**
 * Chromium here has no push service to subscribe with, so the page's PushManager hands out a subscription of
 * the push-service stand-in instead, made for the server's VAPID key; everything after it is real.
 */
async function subscribeThroughStandIn(page: Page, subscription: StandInSubscription) {
  await page.addInitScript(
    (json) => {
      const fake = {
        endpoint: json.endpoint,
        toJSON: () => json,
        unsubscribe: () => Promise.resolve(true),
      };
      PushManager.prototype.subscribe = () => Promise.resolve(fake as unknown as PushSubscription);
      PushManager.prototype.getSubscription = () => Promise.resolve(fake as unknown as PushSubscription);
    },
    { endpoint: subscription.endpoint, keys: subscription.keys, expirationTime: null },
  );
}

it('asks for permission only when push is turned on, subscribes the device, and shows a delivered reminder', async () => {
  const account = await newAccount();
  const { publicKey } = await callApi<{ publicKey: string }>(
    'GET',
    '/api/push-subscriptions/key',
    undefined,
    account.token,
  );
  const device = await push.subscribe(publicKey);
  const page = await installed.open('/robots.txt');
  const origin = new URL(page.url()).origin;
  await installed.context.grantPermissions(['notifications'], { origin });
  await subscribeThroughStandIn(page, device);
  const requests = await countPermissionRequests(page);
  await openWithAccess(page, '/settings', account);
  await waitForServiceWorkerControl(page);

  const card = remindersCard(page);
  const pushBox = card.getByRole('checkbox', { name: 'Notifications on this device' });
  await pushBox.waitFor();
  await expect.poll(() => requests()).toBe(0);
  await card.getByRole('checkbox', { name: 'Bills coming due' }).check();
  await pushBox.click();
  await expect.poll(() => pushBox.isChecked()).toBe(true);
  await expect.poll(() => requests()).toBe(1);
  await card.getByLabel('Time zone').selectOption('America/Los_Angeles');
  await card.getByRole('button', { name: 'Save reminders' }).click();
  await page.getByRole('status').filter({ hasText: REMINDERS_SAVED }).waitFor();
  const stored = await withDatabase(
    (sql) => sql`select endpoint from public.push_subscriptions where user_id = ${account.user.id}`,
  );
  expect(stored.map((row) => row.endpoint)).toEqual([device.endpoint]);

  // A bill due tomorrow; a pass after 9:00 in Los Angeles sends it to the stand-in, which decrypts it.
  await seedItems(account, '2027-08', [{ kind: 'expense', name: 'Rent', dollars: 1200, day: '11' }]);
  const pass = await fetch(`${GATEWAY_URL}/functions/v1/reminders`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ now: '2027-08-10T16:00:00Z' }),
  });
  expect(pass.status).toBe(200);
  await expect.poll(() => push.messages(device).length).toBe(1);
  const [text = ''] = push.messages(device);

  // The browser's push service would now wake the worker: DevTools delivers the same text to it.
  const cdp = await installed.context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((registration) => registration.scopeURL === `${origin}/`);
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: text,
  });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        data: notification.data as unknown,
      })),
    );
  await expect.poll(shown).toEqual([
    {
      title: 'Halfwise: bills due tomorrow',
      body: 'Due tomorrow: Rent $1,200',
      data: { path: '/budget?month=2027-08' },
    },
  ]);
});
