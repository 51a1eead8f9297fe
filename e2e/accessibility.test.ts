import { beforeAll, describe, it } from 'vitest';
import {
  type ApiSession,
  callApi,
  firstLink,
  onJourneyApp,
  signUpViaApi,
  signUpWithCard,
  waitForMail,
} from './support/api.ts';
import { expectNoAxeViolationsAtBothWidths } from './support/axe.ts';
import { openWithAccess, useBrowser } from './support/browser.ts';
import { openBudget, openWithNextMonth } from './support/budget.ts';
import { uniqueEmail } from './support/env.ts';
import { createGoalViaApi, openGoalsScreen } from './support/goals.ts';
import { openLanding } from './support/site.ts';

// Every screen in the state a user meets it, checked against the WCAG 2.1 A/AA rules at 375 and 1280 px.
const session = useBrowser();

describe('signed out', () => {
  it('access gate', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByText('Beta Access Required').waitFor();
    await expectNoAxeViolationsAtBothWidths(page, 'access gate');
  });

  it('landing', async () => {
    await openLanding(session.page);
    await expectNoAxeViolationsAtBothWidths(session.page, 'landing');
  });

  for (const [path, heading] of [
    ['/login', 'Welcome Back'],
    ['/signup', 'Create Account'],
    ['/forgot-password', 'Forgot Password'],
  ] as const) {
    it(path, async () => {
      const { page } = session;
      await openWithAccess(page, path);
      await page.getByRole('heading', { name: heading }).waitFor();
      await expectNoAxeViolationsAtBothWidths(page, path);
    });
  }

  it('reset password, from the mailed link', async () => {
    const email = uniqueEmail('axe-reset');
    await signUpViaApi(email);
    await callApi('POST', '/api/auth/forgot-password', { email });
    const { page } = session;
    await openWithAccess(page, await onJourneyApp(firstLink(await waitForMail(email))));
    await page.getByRole('heading', { name: 'Set a New Password' }).waitFor();
    await expectNoAxeViolationsAtBothWidths(page, 'reset password');
  });

  for (const [path, heading] of [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/contact', 'Contact Us'],
    ['/no-such-page', '404 Page Not Found'],
  ] as const) {
    it(path, async () => {
      const { page } = session;
      await openWithAccess(page, path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await expectNoAxeViolationsAtBothWidths(page, path);
    });
  }
});

describe('signed in', () => {
  it('payment (a new trial user)', async () => {
    const account = await signUpViaApi(uniqueEmail('axe-payment'));
    const { page } = session;
    await openWithAccess(page, '/payment', account);
    await page.getByRole('heading', { name: 'Almost There!' }).waitFor();
    await page.getByLabel('Card number').waitFor();
    await expectNoAxeViolationsAtBothWidths(page, 'payment');
  });

  describe('a user with a card on file', () => {
    let account: ApiSession;
    beforeAll(async () => {
      account = await signUpWithCard('axe-screens');
    });

    it('success', async () => {
      const { page } = session;
      await openWithAccess(page, '/success', account);
      await page.getByRole('button', { name: 'Start Budgeting Now' }).waitFor();
      await expectNoAxeViolationsAtBothWidths(page, 'success');
    });

    it('budget (empty, as a new user)', async () => {
      const { page } = session;
      await openBudget(page, account, { newUser: true });
      await page.getByRole('heading', { name: /^No Budget for / }).waitFor();
      await expectNoAxeViolationsAtBothWidths(page, 'budget (empty)');
    });

    it('budget (filled, with a verdict)', async () => {
      const { page } = session;
      await openWithNextMonth(
        page,
        account,
        [
          { kind: 'income', name: 'Paycheck 1', dollars: 2400, day: '1' },
          { kind: 'expense', name: 'Rent', dollars: 1350, day: '1' },
          { kind: 'income', name: 'Paycheck 2', dollars: 2400, day: '15' },
          { kind: 'expense', name: 'Groceries', dollars: 600, day: '20' },
        ],
        [{ kind: 'expense', name: 'Rent', dollars: 1350, day: '1' }],
      );
      await page.getByRole('status').filter({ hasText: 'Covered' }).waitFor();
      await expectNoAxeViolationsAtBothWidths(page, 'budget (filled)');
      await page.getByRole('button', { name: 'Add item to the 1st – 14th' }).click();
      await page.getByRole('group', { name: 'New item' }).waitFor();
      await expectNoAxeViolationsAtBothWidths(page, 'budget (adding an item)');
    });

    it('goals (empty, then with goals)', async () => {
      const { page } = session;
      await openGoalsScreen(page, account);
      await page.getByText('No Goals Yet').waitFor();
      await expectNoAxeViolationsAtBothWidths(page, 'goals (empty)');
      await createGoalViaApi(account, 'Emergency fund', 5000);
      await createGoalViaApi(account, 'Holiday', 1200);
      await openGoalsScreen(page, account);
      await page.getByRole('progressbar').waitFor();
      await expectNoAxeViolationsAtBothWidths(page, 'goals');
      await page.getByRole('button', { name: 'Update Bank Balance' }).click();
      await page.getByRole('dialog', { name: 'Update Bank Balance' }).waitFor();
      await expectNoAxeViolationsAtBothWidths(page, 'goals (balance dialog)');
    });

    it('settings', async () => {
      const { page } = session;
      await openWithAccess(page, '/settings', account);
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await page.getByText('Your Account').waitFor();
      await expectNoAxeViolationsAtBothWidths(page, 'settings');
    });

    it('contact, signed in', async () => {
      const { page } = session;
      await openWithAccess(page, '/contact', account);
      await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
      await expectNoAxeViolationsAtBothWidths(page, 'contact (signed in)');
    });
  });
});
