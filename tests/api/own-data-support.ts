// Helpers for the export, import and calendar-feed tests: requests whose body or answer is not JSON.
import { API_URL, clientAddress } from './support.ts';
import { signUp, type Person } from './budget-fixtures.ts';

export interface RawResponse {
  status: number;
  text: string;
  headers: Headers;
  json<T = Record<string, unknown>>(): T;
}

export async function rawRequest(
  method: string,
  path: string,
  options: { token?: string; body?: string; contentType?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = { 'X-Forwarded-For': clientAddress(), ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = options.contentType ?? 'application/json';
  const response = await fetch(new URL(path, API_URL), { method, headers, body: options.body });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers, json: <T>() => JSON.parse(text) as T };
}

/** The current month in UTC, 'YYYY-MM', and the month `n` after it. */
export function utcMonth(n = 0): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + n, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * A person with two months of items (October and November 2026: fixed and past, so never the month a test runs
 * in), a goal, a pay schedule and names: something of every kind to carry. The Future Goals balance lives on the
 * current month's budget, so the file holds a third, empty month: the one the test runs in.
 */
export async function personWithData(): Promise<Person> {
  const person = await signUp();
  await person.patch(`/api/user/${person.userId}`, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    birthday: '1990-12-10',
  });
  await rawRequest('PUT', '/api/pay-schedule', {
    token: person.token,
    body: JSON.stringify({ kind: 'semimonthly', days: [5, 20] }),
  });
  const october = await person.createBudget('2026-10', -2500);
  await person.addItem('income', october.budget!.id, {
    name: 'Paycheck',
    amount: 250000,
    dueDate: '10/05/2026',
  });
  const rent = await person.addItem('expense', october.budget!.id, {
    name: 'Rent',
    amount: 125075,
    dueDate: '1',
  });
  await person.patch(`/api/expense/${rent.id}`, { isPaid: true });
  await person.addItem('expense', october.budget!.id, {
    name: 'Phone',
    amount: 4500,
    dueDate: '10/20/2026',
    category: 'bills',
    priority: 2,
  });
  const november = await person.createBudget('2026-11');
  await person.addItem('expense', november.budget!.id, {
    name: 'Insurance',
    amount: 9900,
    dueDate: '11/28/2026',
  });
  await person.post('/api/future-plans', {
    name: 'Trip',
    targetAmount: 150000,
    emoji: '✈️',
    savedAmount: 2000,
  });
  await person.post('/api/future-goals/balance', { balance: 321.5 });
  return person;
}
