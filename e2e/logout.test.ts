import { expect, it } from 'vitest';
import { callApi, markCardSetUp, signUpViaApi } from './support/api.ts';
import { openWithAccess, readStorage, useBrowser } from './support/browser.ts';
import { uniqueEmail } from './support/env.ts';

const session = useBrowser();

it('/logout revokes the session and clears the storage of §2.9', async () => {
  const account = await signUpViaApi(uniqueEmail('logout'));
  await markCardSetUp(account.user.id);

  const { page } = session;
  await openWithAccess(page, '/robots.txt', account);
  await page.evaluate(() => {
    localStorage.setItem('jwt', 'legacy');
    localStorage.setItem('user', '{"id":1}');
    localStorage.setItem('Halfwise-budgetAdjusted', 'true');
    localStorage.setItem('sb-auth-token', 'x');
    localStorage.setItem('ttclid', 'click-1');
    sessionStorage.setItem('subscribe_event_id', 'evt');
  });
  await page.goto('/');
  await page.getByText('Hi there').waitFor();

  // 'Logging out...' shows while the session is revoked (then 100 ms more): hold the revocation until the
  // journey has seen it, then let it through.
  let seen: () => void = () => undefined;
  const logoutSeen = new Promise<void>((resolve) => (seen = resolve));
  await page.route('**/api/auth/logout', async (route) => {
    await logoutSeen;
    await route.continue();
  });
  await page.goto('/logout', { waitUntil: 'commit' });
  await page.getByText('Logging out...').waitFor();
  seen();
  // Back at the root; the access flag went too, so the gate shows again.
  await page.getByText('Beta Access Required').waitFor();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');

  await expect.poll(() => readStorage(page)).toEqual({ local: { ttclid: 'click-1' }, session: {} });

  await expect(callApi('POST', '/api/auth/refresh', { refreshToken: account.refreshToken })).rejects.toThrow(
    /401/,
  );
});
