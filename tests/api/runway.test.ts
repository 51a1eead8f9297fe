// GET /api/runway over HTTP: each schedule kind, the paycheck count, today, whose runway a person sees.
import { addMonths, type MonthKey } from '@halfwise/core/calendar.ts';
import {
  RUNWAY_PAYCHECKS_MESSAGE,
  RUNWAY_TODAY_MESSAGE,
  runwayResponseSchema,
  type RunwayResponse,
} from '@halfwise/core/contract/runway.ts';
import { monthKeyOfIsoDate } from '@halfwise/core/iso-date.ts';
import { paydaysInMonth, type PaySchedule } from '@halfwise/core/pay-schedule.ts';
import { computeRunway } from '@halfwise/core/runway.ts';
import type { RunwayBudget } from '@halfwise/core/runway-months.ts';
import type { SectionItem } from '@halfwise/core/section-item.ts';
import { describe, expect, it } from 'vitest';
import { signUp, type Person } from './budget-fixtures.ts';
import { join } from './household-fixtures.ts';
import { apiClient } from './support.ts';

const TODAY = new Date().toISOString().slice(0, 10);
const MONTH = monthKeyOfIsoDate(TODAY);

const KINDS: PaySchedule[] = [
  { kind: 'semimonthly', days: [5, 20] },
  { kind: 'biweekly', anchor: '2026-01-02' },
  { kind: 'weekly', anchor: '2031-07-04' },
  { kind: 'monthly', day: 31 },
];

interface PlannedItem {
  kind: 'income' | 'expense';
  name: string;
  amount: number;
  day: number;
}

/** A month of paychecks on every payday, opening money on the 1st, and three bills. */
function plannedMonth(schedule: PaySchedule, month: MonthKey, paycheck: number): PlannedItem[] {
  return [
    { kind: 'income', name: 'Starting cash', amount: 40_000, day: 1 },
    ...paydaysInMonth(schedule, month).map((day) => ({
      kind: 'income' as const,
      name: 'Paycheck',
      amount: paycheck,
      day,
    })),
    { kind: 'expense', name: 'Rent', amount: 150_000, day: 3 },
    { kind: 'expense', name: 'Phone', amount: 6_500, day: 17 },
    { kind: 'expense', name: 'Groceries', amount: 40_000, day: 28 },
  ];
}

/** Sets the month up over HTTP, dated 'MM/DD/YYYY'; answers it as the core reads a budget. */
async function setUp(
  person: Person,
  month: MonthKey,
  items: PlannedItem[],
  carryForward = 0,
): Promise<RunwayBudget> {
  const budgetId = (await person.createBudget(month, carryForward)).budget!.id;
  const read: SectionItem[] = [];
  for (const { kind, name, amount, day } of items) {
    const dueDate = `${month.slice(5)}/${String(day).padStart(2, '0')}/${month.slice(0, 4)}`;
    const created = await person.addItem(kind, budgetId, { name, amount, dueDate });
    read.push({ id: created.id, kind, amount, dueDate, name });
  }
  return { month, carryForward, items: read };
}

const runwayOf = (person: Person, query = `today=${TODAY}`) =>
  person.get<RunwayResponse>(`/api/runway?${query}`);

describe('GET /api/runway', () => {
  it.each(KINDS)('answers six paychecks by default from today, under a $kind schedule', async (schedule) => {
    const me = await signUp();
    expect((await me.patch(`/api/user/${me.userId}`, { cushion: 50_000 })).status).toBe(200);
    expect(
      (await apiClient().request('PUT', '/api/pay-schedule', { body: schedule, token: me.token })).status,
    ).toBe(200);
    // This month and the one after next set up; next month left to the projection.
    const budgets = [
      await setUp(me, MONTH, plannedMonth(schedule, MONTH, 180_000), 12_345),
      await setUp(me, addMonths(MONTH, 2), plannedMonth(schedule, addMonths(MONTH, 2), 210_000)),
    ];
    const response = await runwayOf(me);
    expect(response.status).toBe(200);
    const runway = runwayResponseSchema.parse(response.body);
    expect(runway).toEqual(computeRunway({ schedule, from: TODAY, paychecks: 6, cushion: 50_000, budgets }));
    expect(runway.paychecks).toHaveLength(6);
    expect(runway.paychecks[0]!.date <= TODAY).toBe(true);
    for (const row of runway.paychecks) {
      expect(paydaysInMonth(schedule, monthKeyOfIsoDate(row.date))).toContain(Number(row.date.slice(8)));
    }
    expect(runway.projectedMonths).toContain(addMonths(MONTH, 1));
    expect(runway.projectedMonths).not.toContain(MONTH);
  });

  it('takes 1 to 12 paychecks, refuses anything else naming paychecks, and changes nothing', async () => {
    const me = await signUp();
    await setUp(me, MONTH, plannedMonth({ kind: 'monthly', day: 31 }, MONTH, 100_000));
    expect((await runwayOf(me, `paychecks=1&today=${TODAY}`)).body.paychecks).toHaveLength(1);
    const twelve = await runwayOf(me, `paychecks=12&today=${TODAY}`);
    expect(twelve.body.paychecks).toHaveLength(12);
    for (const bad of ['0', '13', '-1', '6.0', 'six', '', '%206']) {
      const response = await runwayOf(me, `paychecks=${bad}`);
      expect([response.status, response.body], bad).toEqual([
        400,
        { message: `paychecks: ${RUNWAY_PAYCHECKS_MESSAGE}` },
      ]);
    }
    expect(await runwayOf(me, 'userId=x')).toMatchObject({
      status: 400,
      body: { message: 'userId: Unknown field' },
    });
    expect((await runwayOf(me, `paychecks=12&today=${TODAY}`)).body).toEqual(twelve.body);
  });

  it('takes today from the app within a day of the server’s date, the server’s date without it', async () => {
    const me = await signUp();
    expect((await me.get('/api/runway')).body.from).toBe(new Date().toISOString().slice(0, 10));
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await runwayOf(me, `today=${yesterday}`)).body.from).toBe(yesterday);
    for (const bad of ['2020-01-01', '2026-02-30', 'today', '']) {
      const response = await runwayOf(me, `today=${bad}`);
      expect([response.status, response.body], bad).toEqual([
        400,
        { message: `today: ${RUNWAY_TODAY_MESSAGE}` },
      ]);
    }
  });

  it("never shows another person's runway, and a partner sees the owner's", async () => {
    const [owner, partner, stranger] = await Promise.all([signUp(), signUp(), signUp()]);
    const schedule: PaySchedule = { kind: 'biweekly', anchor: '2026-01-02' };
    await apiClient().request('PUT', '/api/pay-schedule', { body: schedule, token: owner.token });
    const budgets = [await setUp(owner, MONTH, plannedMonth(schedule, MONTH, 190_000), 5_000)];
    const own = (await runwayOf(owner)).body;
    expect(own).toEqual(computeRunway({ schedule, from: TODAY, paychecks: 6, cushion: 0, budgets }));
    expect(own.paychecks.some((row) => row.amount === 190_000)).toBe(true);

    const theirs = (await runwayOf(stranger)).body;
    expect(theirs.paychecks.every((row) => row.amount === 0 && row.endBalance === 0 && row.projected)).toBe(
      true,
    );
    await join(owner, partner);
    expect((await runwayOf(partner)).body).toEqual(own);
    expect((await runwayOf(stranger)).body).toEqual(theirs);
  });

  it('asks for a sign-in without a token', async () => {
    expect((await apiClient().get('/api/runway')).status).toBe(401);
  });
});
