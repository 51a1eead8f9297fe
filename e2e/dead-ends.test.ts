// A new user meets no dead end (issue 45, "No dead ends"): the empty month's copy says before it is pressed that
// there is no earlier budget, and its press still answers with the spec's words; COPY BUDGET on a month with no
// items says there is nothing to copy at once, without asking first; someone invited who logs in on the
// invitation is taken on to it without a reload.
import { NOTHING_TO_COPY_MESSAGE, noEarlierBudgetMessage } from '@halfwise/core/budget-messages.ts';
import { expect, it } from 'vitest';
import { joinTitle } from '../src/features/household/model/share-messages.ts';
import { monthName } from '../src/domain/month.ts';
import { setFirstName, signUpWithCard } from './support/api.ts';
import { apiSettled } from './support/api-settled.ts';
import { openWithAccess, useBrowser } from './support/browser.ts';
import {
  addMonths,
  currentMonthKey,
  openAsNewUser,
  openBudget,
  seedItems,
  setFirstBudgetMonth,
} from './support/budget.ts';
import { PASSWORD } from './support/env.ts';
import { inviteByMail } from './support/household.ts';
import { expectNoAxeViolationsOnPhones, savePhoneScreenshots } from './support/phones.ts';

const session = useBrowser();
const OWNER = { firstName: 'Ann', lastName: null, email: null };

const UNABLE_TO_COPY =
  "Unable to copy previous month's budget. You may need to create your first budget manually.";

it('a first month says there is no earlier budget before its copy is pressed, and COPY BUDGET says why at once', async () => {
  const { page } = session;
  await openAsNewUser(page, 'dead-end-first');
  const month = currentMonthKey();
  const copyPrevious = page.getByRole('button', { name: `Copy ${monthName(addMonths(month, -1))}'s Budget` });
  await copyPrevious.waitFor();
  const line = page.getByText(noEarlierBudgetMessage(month));
  await line.waitFor();
  const [buttonBox, lineBox] = [await copyPrevious.boundingBox(), await line.boundingBox()];
  expect(lineBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height);
  await savePhoneScreenshots(page, 'dead-end-empty-month');
  await expectNoAxeViolationsOnPhones(page, 'empty first month');

  // The press still answers with the spec's words.
  await copyPrevious.click();
  await page.getByText(UNABLE_TO_COPY).waitFor();

  // COPY BUDGET: nothing to copy, said at once; no confirmation is asked.
  await page.getByRole('button', { name: 'COPY BUDGET', exact: true }).click();
  await page.getByText(NOTHING_TO_COPY_MESSAGE).waitFor();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  await savePhoneScreenshots(page, 'dead-end-nothing-to-copy');
  await expectNoAxeViolationsOnPhones(page, 'nothing to copy');
});

it('a month after one with items offers its copy without the line, and the copy works', async () => {
  const user = await signUpWithCard('dead-end-earlier');
  const month = currentMonthKey();
  const previous = addMonths(month, -1);
  await setFirstBudgetMonth(user.user.id, previous);
  await seedItems(user, previous, [{ kind: 'expense', name: 'Rent', dollars: 900, day: '3' }]);
  const { page } = session;
  await openBudget(page, user);
  const copyPrevious = page.getByRole('button', { name: `Copy ${monthName(previous)}'s Budget` });
  await copyPrevious.waitFor();
  await apiSettled(page);
  await expect.poll(() => page.getByText(noEarlierBudgetMessage(month)).count()).toBe(0);
  await copyPrevious.click();
  await page.getByRole('listitem', { name: /^Rent/ }).waitFor();
});

it('someone invited who logs in on the invitation is taken on to it, without a reload', async () => {
  const owner = await signUpWithCard('dead-end-owner');
  const invited = await signUpWithCard('dead-end-invited');
  await setFirstName(owner, 'Ann');
  const { joinPath } = await inviteByMail(owner, invited.user.email);
  const { page } = session;
  let loads = 0;
  page.on('load', () => loads++);
  await openWithAccess(page, joinPath);
  await page.getByRole('button', { name: 'I have an account: log in' }).click();
  await page.getByLabel('Email').fill(invited.user.email);
  await page.getByLabel('Password').fill(PASSWORD);
  const loadsBefore = loads;
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Taking you to your budget...').waitFor();

  // The login's own wait is 2.5 s; the invitation follows it, signed in.
  const accept = page.getByRole('button', { name: joinTitle(OWNER) });
  await accept.waitFor({ timeout: 6000 });
  expect(loads).toBe(loadsBefore);
  await savePhoneScreenshots(page, 'dead-end-join-after-login');
  await expectNoAxeViolationsOnPhones(page, 'join page after logging in');
  await accept.click();
  await page.getByRole('navigation', { name: 'Months' }).waitFor();
});
