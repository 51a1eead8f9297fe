// The runway in the installed app offline: it still shows what the device holds, and says which months it
// could not see.
import { describe, expect, it } from 'vitest';
import { runwayLowestText, setUpMonthLabel } from '@halfwise/core/runway-messages.ts';
import { needsNetworkText } from '../src/app/ui/needs-network.ts';
import { signUpWithCard } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { saveScreenshots, useBrowser } from './support/browser.ts';
import { seedItems } from './support/budget.ts';
import { LAST_SEEN, waitUntilKept } from './support/offline.ts';
import { reloadOffline, useInstalledApp, waitForServiceWorkerControl } from './support/pwa.ts';

const phone = useInstalledApp(useBrowser());

describe('the runway offline', () => {
  it('shows the months the device holds and names the ones it could not see', async () => {
    const user = await signUpWithCard('runway-offline');
    await seedItems(user, '2026-04', [
      { kind: 'income', name: 'Starting cash', dollars: 900, day: '1' },
      { kind: 'income', name: 'Paycheck', dollars: 2000, day: '1' },
      { kind: 'expense', name: 'Rent', dollars: 1300, day: '2' },
      { kind: 'income', name: 'Paycheck', dollars: 2000, day: '15' },
      { kind: 'expense', name: 'Groceries', dollars: 500, day: '20' },
    ]);
    const page = await phone.open('/robots.txt', user);
    await page.clock.setFixedTime(new Date(2026, 3, 8, 12));
    await page.goto('/budget/runway');
    await page.getByRole('radio', { name: '3' }).check();
    await page.getByRole('table').waitFor();
    const online = await page.getByRole('table').innerText();
    await waitForServiceWorkerControl(page);
    await waitUntilKept(page, 0);

    // The page's clock stands still, so every read has the same time as the page's start and the app sees
    // nothing kept from before this visit to read again: no read fails, and only Chromium's offline switch,
    // thrown again after the reload, tells the app it is offline (docs/testing.md, "Any day").
    await reloadOffline(phone.context, page);
    await page.getByRole('status').getByText(LAST_SEEN).waitFor();
    await page.getByRole('table').waitFor();
    await expect.poll(() => page.getByRole('table').innerText()).toBe(online);
    // $900 + $2,000 − $1,300 by today, the lowest point.
    await page.getByText(runwayLowestText('$1,600', '2026-04-08')).waitFor();

    // Twelve paychecks reach months this device never read: projected from April, and said.
    await page.getByRole('radio', { name: '12' }).check();
    const note = page.getByRole('note');
    await note.getByText(/^Not on this device: .*September 2026/).waitFor();
    await expect.poll(() => page.getByRole('table').locator('tbody tr').count()).toBe(12);
    // Setting a month up needs the server: offline it says so and nothing changes.
    await page.getByRole('button', { name: setUpMonthLabel('2026-05') }).click();
    await page.getByText(needsNetworkText(setUpMonthLabel('2026-05')).title).waitFor();
    await expect.poll(() => page.getByRole('rowheader', { name: /^May 1 projected/ }).count()).toBe(1);
    await expectNoAxeViolations(page, 'runway offline');
    await saveScreenshots(page, 'runway-offline', { widths: [375] });
  });
});
