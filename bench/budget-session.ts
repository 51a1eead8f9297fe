import { decodeJwt } from 'jose';
import { monthYear } from '@halfwise/core/calendar.ts';
import type { BudgetResponse } from '@halfwise/core/contract/budget.ts';

/** A signed-up benchmark user: the token the API checks and the claims it hands to Postgres. */
export interface BenchUser {
  token: string;
  userId: string;
  claims: Record<string, unknown>;
}

export async function signUpBenchUser(apiUrl: string, label: string): Promise<BenchUser> {
  const response = await fetch(`${apiUrl}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.8' },
    body: JSON.stringify({ email: `${label}-${Date.now()}@bench.halfwise.app`, password: 'bench-password' }),
  });
  if (!response.ok) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as { token: string; user: { id: string } };
  return { token: session.token, userId: session.user.id, claims: decodeJwt(session.token) };
}

/** A JSON call to the API as `user`; throws unless it answers `expected`. */
export async function callApi<T>(
  apiUrl: string,
  user: BenchUser,
  method: string,
  path: string,
  body: unknown,
  expected: number,
): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${method} ${path} answered ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** POST /api/budget for `month` with a carry-forward of $500; answers the new budget's id. */
export async function createBenchBudget(apiUrl: string, user: BenchUser, month: string): Promise<number> {
  const body = { userId: user.userId, month, year: monthYear(month), carryForward: 50_000 };
  const { budget } = await callApi<BudgetResponse>(apiUrl, user, 'POST', '/api/budget', body, 201);
  if (!budget) throw new Error('POST /api/budget answered no budget');
  return budget.id;
}
