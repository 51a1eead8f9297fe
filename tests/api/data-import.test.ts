import {
  dataFileSchema,
  IMPORT_TOO_LARGE,
  importResultSchema,
  type ImportResult,
} from '@halfwise/core/contract/own-data.ts';
import type { DataFile } from '@halfwise/core/data-file.ts';
import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../../supabase/functions/_shared/own-data/import-data.ts';
import { signUp, type Person } from './budget-fixtures.ts';
import { personWithData, rawRequest } from './own-data-support.ts';

async function exportOf(person: Person): Promise<DataFile> {
  const response = await rawRequest('GET', '/api/export?format=json', { token: person.token });
  expect(response.status).toBe(200);
  return dataFileSchema.parse(response.json());
}

function importInto(person: Person, file: unknown, query = '', headers: Record<string, string> = {}) {
  const body = typeof file === 'string' ? file : JSON.stringify(file);
  return rawRequest('POST', `/api/import${query}`, { token: person.token, body, headers });
}

/** The file without what differs between two accounts by nature: when it was made and the sign-in email. */
function comparable(file: DataFile) {
  const { exportedAt: _exportedAt, profile, ...rest } = file;
  const { email: _email, ...personal } = profile;
  return { ...rest, profile: personal };
}

describe('POST /api/import', () => {
  it('round-trips exactly: export A, import into a fresh B, export B is the same data', async () => {
    const a = await personWithData();
    const exported = await exportOf(a);
    const b = await signUp();
    const response = await importInto(b, exported);
    expect(response.status).toBe(200);
    const result = importResultSchema.parse(response.json());
    expect(result).toEqual({
      mode: 'keep',
      // October and November, and the current month that holds the Future Goals balance.
      imported: { budgets: 3, incomeItems: 1, expenseItems: 3, goals: 1, paySchedule: true },
      conflicts: { budgets: [], goals: [], paySchedule: false },
    });
    expect(comparable(await exportOf(b))).toEqual(comparable(exported));
    // A is untouched by B's import.
    expect(comparable(await exportOf(a))).toEqual(comparable(exported));
  });

  it('lists months, goals and a schedule the account has as conflicts and leaves them alone', async () => {
    const a = await personWithData();
    const file = await exportOf(a);
    const b = await signUp();
    const october = await b.createBudget('2026-10');
    await b.addItem('expense', october.budget!.id, { name: 'Mine', amount: 100, dueDate: '3' });
    await b.post('/api/future-plans', { name: 'trip', targetAmount: 1 });
    await rawRequest('PUT', '/api/pay-schedule', {
      token: b.token,
      body: JSON.stringify({ kind: 'monthly', day: 28 }),
    });

    const kept = importResultSchema.parse((await importInto(b, file)).json());
    expect(kept.conflicts).toEqual({ budgets: ['2026-10'], goals: ['Trip'], paySchedule: true });
    // November and the current month are new to B; October is B's own.
    expect(kept.imported).toMatchObject({ budgets: 2, goals: 0, paySchedule: false });
    const afterKeep = await exportOf(b);
    const octoberKept = afterKeep.budgets.find((budget) => budget.month === '2026-10');
    expect(octoberKept?.expenseItems.map((item) => item.name)).toEqual(['Mine']);
    expect(afterKeep.paySchedule).toEqual({ kind: 'monthly', day: 28 });
    expect(afterKeep.goals).toEqual([expect.objectContaining({ name: 'trip', targetAmount: 1 })]);

    const replaced: ImportResult = importResultSchema.parse(
      (await importInto(b, file, '?mode=replace')).json(),
    );
    expect(replaced.conflicts).toEqual({ budgets: [], goals: [], paySchedule: false });
    expect(comparable(await exportOf(b))).toEqual(comparable(file));
  });

  it('changes nothing for a bad file and names the entry and field at fault', async () => {
    const a = await personWithData();
    const file = await exportOf(a);
    const b = await signUp();
    const before = await exportOf(b);
    // The first month is good; the fault is in the second, so a partial write would show.
    const bad = structuredClone(file);
    bad.budgets[1]!.expenseItems[0]!.amount = -5;
    const response = await importInto(b, bad);
    expect(response.status).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'budgets[1].expenseItems[0].amount: Must not be negative',
    );
    expect(comparable(await exportOf(b))).toEqual(comparable(before));

    const cases: Array<[unknown, string]> = [
      ['not json at all', 'The file is not JSON: choose a file exported from Halfwise'],
      [{ ...file, version: 2 }, 'version: Must be 1'],
      [
        { ...file, budgets: [{ ...file.budgets[0], month: '2026-13' }] },
        'budgets[0].month: Must be a month written YYYY-MM',
      ],
      [{ ...file, goals: [{ ...file.goals[0], colour: 'red' }] }, 'goals[0].colour: Unknown field'],
      [
        { ...file, budgets: [file.budgets[0], file.budgets[0]] },
        `budgets[1].month: ${IMPORT_MESSAGES.monthTwice}`,
      ],
      [
        {
          ...file,
          budgets: [
            { ...file.budgets[0], incomeItems: [{ ...file.budgets[0]!.incomeItems[0], name: '  ' }] },
          ],
        },
        // The name rule of POST /api/income.
        'budgets[0].incomeItems[0].name: Name is required',
      ],
    ];
    for (const [body, message] of cases) {
      const refused = await importInto(b, body);
      expect(refused.status).toBe(400);
      expect(refused.json()).toEqual({ message });
    }
    expect(comparable(await exportOf(b))).toEqual(comparable(before));
  });

  it('refuses more than 5,000 items with 400 and a body over 1 MB with 413', async () => {
    const person = await signUp();
    const file = await exportOf(person);
    const item = {
      name: 'Coffee',
      amount: 100,
      dueDate: '1',
      category: 'other',
      priority: 3,
      isPaid: false,
      sortOrder: 0,
    };
    const budget = (month: string) => ({
      month,
      carryForward: 0,
      futureGoalsBalance: 0,
      availableCash: 0,
      totalIncome: 0,
      totalExpenses: 0,
      nextPaycheckDays: 14,
      spendingBalance: 0,
      lastSpendingClaim: null,
      nextSpendingAmount: 0,
      nextSpendingDate: null,
      savingsAccountBalance: 0,
      lastBalanceConfirmation: null,
      incomeItems: [],
      expenseItems: Array.from({ length: 2_501 }, () => item),
    });
    const many = { ...file, budgets: [budget('2026-01'), budget('2026-02')] };
    const tooMany = await importInto(person, many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json()).toEqual({ message: IMPORT_MESSAGES.tooManyItems(5_002) });

    const huge = JSON.stringify({ ...file, padding: 'x'.repeat(1024 * 1024) });
    const tooLarge = await importInto(person, huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json()).toEqual({ message: IMPORT_TOO_LARGE });
    expect((await exportOf(person)).budgets).toEqual([]);
  });

  it('takes a file near 1 MB, which the other endpoints would refuse', async () => {
    const a = await personWithData();
    const file = await exportOf(a);
    const b = await signUp();
    const padded = { ...file, exportedAt: 'x'.repeat(900 * 1024) };
    expect((await importInto(b, padded)).status).toBe(200);
  });

  it('honours an Idempotency-Key: a retry answers the first result and writes nothing more', async () => {
    const a = await personWithData();
    const file = await exportOf(a);
    const b = await signUp();
    const headers = { 'Idempotency-Key': `import-${crypto.randomUUID()}` };
    const first = await importInto(b, file, '', headers);
    const again = await importInto(b, file, '', headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await exportOf(b)).goals).toHaveLength(1);
  });

  it('needs a login and writes only into the caller’s own account', async () => {
    const a = await personWithData();
    const file = await exportOf(a);
    expect((await rawRequest('POST', '/api/import', { body: JSON.stringify(file) })).status).toBe(401);
    const b = await signUp();
    const c = await signUp();
    await importInto(b, file);
    expect((await exportOf(c)).budgets).toEqual([]);
  });
});
