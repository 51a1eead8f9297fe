import type { Page } from 'playwright-core';
import { callApi, signUpWithCard, type ApiSession } from './api.ts';
import { openWithAccess } from './browser.ts';

export function createGoalViaApi(
  account: ApiSession,
  name: string,
  targetDollars: number,
): Promise<{ id: number }> {
  return callApi('POST', '/api/future-plans', { name, targetAmount: targetDollars * 100 }, account.token);
}

export function listGoalsViaApi(account: ApiSession): Promise<{ name: string; targetAmount: number }[]> {
  return callApi('GET', '/api/future-plans', undefined, account.token);
}

/** The user's goals' names as the server lists them. */
export async function goalNamesViaApi(account: ApiSession): Promise<string[]> {
  return (await listGoalsViaApi(account)).map((goal) => goal.name);
}

/** Opens the Future Goals screen signed in as `account` and waits until it has loaded. */
export async function openGoalsScreen(page: Page, account: ApiSession, pathname = '/future-goals') {
  await openWithAccess(page, pathname, account);
  await page.getByRole('heading', { name: 'Future Goals' }).waitFor();
  await page.getByRole('button', { name: 'ADD GOAL' }).waitFor();
}

/** The text of the Total Goals figure. */
export function totalGoals(page: Page): Promise<string | null> {
  return page.getByTestId('total-goals').textContent();
}

/** Adds a goal through the new-goal row. */
export async function addGoalInBrowser(page: Page, name: string, amount: string): Promise<void> {
  await page.getByRole('button', { name: 'ADD GOAL' }).click();
  await page.getByRole('textbox', { name: 'Goal name' }).fill(name);
  await page.getByRole('textbox', { name: 'Goal name' }).press('Enter');
  await page.getByRole('spinbutton', { name: 'Goal amount in dollars' }).fill(amount);
  await page.getByRole('spinbutton', { name: 'Goal amount in dollars' }).press('Enter');
}

/** A new user with a card and one goal of `targetDollars`, made through the API. */
export async function userWithGoal(label: string, name: string, targetDollars: number): Promise<ApiSession> {
  const account = await signUpWithCard(label);
  await createGoalViaApi(account, name, targetDollars);
  return account;
}

/** A new user with a card and one goal, on the Future Goals screen. */
export async function openWithGoal(
  page: Page,
  label: string,
  name: string,
  targetDollars: number,
): Promise<ApiSession> {
  const account = await userWithGoal(label, name, targetDollars);
  await openGoalsScreen(page, account);
  return account;
}
