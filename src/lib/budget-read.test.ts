import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, recordFetch } from '../test-support/component/lib-recorded-fetch.ts';
import { MemoryStorage } from '../test-support/memory-storage.ts';
import { allBudgetsKey, budgetKey, budgetRead, copyBudget } from './budget-read.ts';
import { payScheduleRead, savePaySchedule } from './pay-schedule.ts';

const EMPTY_MONTH = { budget: null, incomeItems: [], expenseItems: [] };
const USER = '19b4353d-066b-4d1e-92c2-02ed9d9a7142';

beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
afterEach(() => vi.unstubAllGlobals());

/** A read's query function, run as the query cache runs it. */
const run = <T>(read: { queryFn?: unknown }) => (read.queryFn as () => Promise<T>)();

describe("a month's budget", () => {
  it('is cached under its path, and every month of a person under their own prefix', () => {
    expect(budgetKey(USER, '2026-11')).toEqual(['/api/budget', USER, '2026-11', 2026]);
    expect(budgetKey(USER, '2026-11').slice(0, 2)).toEqual(allBudgetsKey(USER));
  });

  it('is read from that path, and null once signed out', async () => {
    const sent = recordFetch(() => jsonAnswer(200, EMPTY_MONTH));
    await expect(run(budgetRead(USER, '2026-11'))).resolves.toEqual(EMPTY_MONTH);
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `GET /api/budget/${USER}/2026-11/2026`,
    ]);
    recordFetch(() => jsonAnswer(401, { message: 'Missing token' }));
    await expect(run(budgetRead(USER, '2026-11'))).resolves.toBeNull();
  });

  it('is copied to another month: the source budget in the path, the target month and year in the body', async () => {
    const sent = recordFetch(() => jsonAnswer(201, EMPTY_MONTH));
    await expect(copyBudget(12, '2027-01')).resolves.toEqual(EMPTY_MONTH);
    expect(sent.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', '/api/budget/12/copy-to-next-month', '{"targetMonth":"2027-01","targetYear":2027}'],
    ]);
  });
});

describe('the pay schedule', () => {
  const schedule = { kind: 'monthly', day: 25 } as const;

  it('is read from its path, and saved there whole', async () => {
    const sent = recordFetch(() => jsonAnswer(200, schedule));
    await expect(run(payScheduleRead)).resolves.toEqual(schedule);
    await expect(savePaySchedule(schedule)).resolves.toEqual(schedule);
    expect(payScheduleRead.queryKey).toEqual(['/api/pay-schedule']);
    expect(sent.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['GET', '/api/pay-schedule', undefined],
      ['PUT', '/api/pay-schedule', JSON.stringify(schedule)],
    ]);
  });
});
