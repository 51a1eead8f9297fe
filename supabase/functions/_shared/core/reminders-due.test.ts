import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth, itemDay } from './calendar.ts';
import { DEFAULT_PAY_SCHEDULE } from './pay-schedule.ts';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from './reminder-settings.ts';
import {
  addDays,
  billsDueOn,
  billsReminderAt,
  paydayReminderAt,
  setAsidePlanDay,
  reminderDay,
  reminderMonthsAt,
  reminderOfKeys,
  remindersDueAt,
  sentKeys,
  type ReminderBill,
  type ReminderMonth,
} from './reminders-due.ts';
import { billsReminderText, paydayReminderText, reminderMessage } from './reminder-text.ts';

const MINUTE_MS = 60_000;
const PASS_MS = 15 * MINUTE_MS;

const ZONES = [
  'UTC',
  'America/Los_Angeles',
  'America/New_York',
  'America/St_Johns',
  'Europe/London',
  'Europe/Berlin',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Chatham',
];

function settings(overrides: Partial<ReminderSettings> & { time?: string; daysBefore?: number } = {}) {
  const { time = '09:00', daysBefore = 1, ...rest } = overrides;
  return {
    ...DEFAULT_REMINDER_SETTINGS,
    bills: { enabled: true, daysBefore, time },
    payday: { enabled: true },
    push: true,
    timeZone: 'America/Los_Angeles',
    ...rest,
  } satisfies ReminderSettings;
}

let nextId = 1;
function bill(
  name: string,
  dollars: number,
  dueDate: string | null,
  extra: Partial<ReminderBill> = {},
): ReminderBill {
  return { id: nextId++, name, amount: dollars * 100, dueDate, isPaid: false, category: 'other', ...extra };
}

// The times a person can choose: the quarter hours.
const clockTimes = fc
  .integer({ min: 0, max: 24 * 4 - 1 })
  .map((quarter) => quarter * 15)
  .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
// Around the daylight-saving changes of both hemispheres, and anywhere else.
const starts = fc.oneof(
  fc.constantFrom('2027-03-12', '2027-03-26', '2027-10-01', '2027-10-29', '2027-11-05', '2027-04-02'),
  fc
    .date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2040-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
);

function passesFrom(start: string, days: number): Date[] {
  const from = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: (days * 86_400_000) / PASS_MS + 1 }, (_, i) => new Date(from + i * PASS_MS));
}

describe('reminderDay over passes every 15 minutes', () => {
  // A repeated hour may step back to a day already reminded (the record stops a second send), never skip one.
  it('moves on one local day at a time, never skipping one, across daylight-saving changes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), clockTimes, starts, (timeZone, time, start) => {
        const chosen = settings({ timeZone, time });
        const days = passesFrom(start, 4).map((at) => reminderDay(chosen, at));
        for (let i = 1; i < days.length; i++) {
          const [before, after] = [days[i - 1] ?? '', days[i] ?? ''];
          expect([addDays(before, -1), before, addDays(before, 1)]).toContain(after);
        }
        const seen = [...new Set(days)].sort();
        expect(seen.length).toBeGreaterThanOrEqual(4);
        for (let i = 1; i < seen.length; i++) expect(seen[i]).toBe(addDays(seen[i - 1] ?? '', 1));
      }),
      { numRuns: 50 },
    );
  }, 60_000);

  it('reaches a day at the first pass at or after its time, in a fixed-offset zone', () => {
    fc.assert(
      fc.property(fc.integer({ min: -12, max: 14 }), clockTimes, starts, (hours, time, start) => {
        const timeZone = hours === 0 ? 'UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
        const chosen = settings({ timeZone, time });
        const passes = passesFrom(start, 3);
        const day = addDays(start, 1);
        // The instant clocks there show `time` on `day`, by arithmetic.
        const due = Date.parse(`${day}T${time}:00Z`) - hours * 3_600_000;
        const first = passes.find((at) => reminderDay(chosen, at) === day);
        expect(first?.getTime()).toBe(Math.ceil(due / PASS_MS) * PASS_MS);
      }),
    );
  });

  it('reminds of every unpaid bill at some pass over the weeks before it, and of no paid one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        clockTimes,
        fc.integer({ min: 0, max: 7 }),
        fc.array(fc.record({ day: fc.integer({ min: 1, max: 9 }), paid: fc.boolean() }), { maxLength: 6 }),
        (timeZone, time, daysBefore, rows) => {
          const chosen = settings({ timeZone, time, daysBefore });
          const bills = rows.map((row, index) =>
            bill(`Bill ${index}`, 10 + index, `03/${String(row.day).padStart(2, '0')}/2027`, {
              isPaid: row.paid,
            }),
          );
          const months = new Map<string, ReminderMonth>([['2027-03', { expenses: bills, incomes: [] }]]);
          const sent = new Map<string, number>();
          for (const at of passesFrom('2027-02-21', 18)) {
            for (const reminder of remindersDueAt(chosen, DEFAULT_PAY_SCHEDULE, at, months)) {
              for (const key of sentKeys(reminder)) {
                const id = `${key.subject}@${key.date}`;
                sent.set(id, at.getTime());
              }
            }
          }
          const expected = bills
            .filter((b) => !b.isPaid)
            .map(
              (b) => `expense:${b.id}@2027-03-${String(Math.min(itemDay(b.dueDate), 31)).padStart(2, '0')}`,
            );
          const billKeys = [...sent.keys()].filter((k) => k.startsWith('expense:'));
          expect(billKeys.sort()).toEqual([...new Set(expected)].sort());
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);
});

describe('billsDueOn', () => {
  it('is every unpaid bill whose day (the month’s last day for one past it) is the date', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('2027-02', '2028-02', '2027-04', '2027-12'),
        fc.array(
          fc.record({
            due: fc.oneof(
              fc.integer({ min: 1, max: 31 }).map(String),
              fc.constant(null),
              fc.constant('soon'),
            ),
            paid: fc.boolean(),
            carryover: fc.boolean(),
          }),
          { maxLength: 10 },
        ),
        fc.integer({ min: 1, max: 31 }),
        (month, rows, wanted) => {
          const day = Math.min(wanted, daysInMonth(month));
          const bills = rows.map((row, i) =>
            bill(`B${i}`, 5, row.due, { isPaid: row.paid, category: row.carryover ? 'carryover' : 'other' }),
          );
          const date = `${month}-${String(day).padStart(2, '0')}`;
          const due = billsDueOn(new Map([[month, { expenses: bills, incomes: [] }]]), date);
          const oracle = bills.filter((b) => {
            const raw = b.dueDate !== null && /^\d+$/.test(b.dueDate) ? Number(b.dueDate) : 15;
            return !b.isPaid && b.category !== 'carryover' && Math.min(raw, daysInMonth(month)) === day;
          });
          expect(due).toEqual(oracle);
        },
      ),
    );
  });
});

describe('a bill due tomorrow for someone in Los Angeles', () => {
  const rent = bill('Rent', 1200, '03/11/2027');
  const phone = bill('Phone', 65, '11');
  const paid = bill('Gym', 40, '11', { isPaid: true });
  const months = new Map<string, ReminderMonth>([
    ['2027-03', { expenses: [rent, phone, paid], incomes: [] }],
  ]);

  it('is nothing at 8:59 their time and the list at 9:00', () => {
    expect(billsReminderAt(settings(), new Date('2027-03-10T16:59:00Z'), months)).toBeNull();
    const reminder = billsReminderAt(settings(), new Date('2027-03-10T17:00:00Z'), months);
    expect(reminder).toMatchObject({ today: '2027-03-10', dueOn: '2027-03-11', bills: [rent, phone] });
    expect(reminder && billsReminderText(reminder)).toBe('Due tomorrow: Rent $1,200, Phone $65 — $1,265');
    expect(reminder && reminderMessage(reminder).path).toBe('/budget?month=2027-03');
  });

  it('is nothing while bill reminders are off', () => {
    const off = settings({ bills: { enabled: false, daysBefore: 1, time: '09:00' } });
    expect(billsReminderAt(off, new Date('2027-03-10T17:00:00Z'), months)).toBeNull();
  });

  it('names the day for a bill further ahead, and says today for one due today', () => {
    const week = billsReminderAt(settings({ daysBefore: 3 }), new Date('2027-03-08T17:00:00Z'), months);
    expect(week && billsReminderText(week)).toBe('Due Mar 11: Rent $1,200, Phone $65 — $1,265');
    const today = billsReminderAt(settings({ daysBefore: 0 }), new Date('2027-03-11T17:00:00Z'), months);
    expect(today && billsReminderText(today)).toBe('Due today: Rent $1,200, Phone $65 — $1,265');
  });

  it('makes up a missed day’s reminder at the next day’s first pass, and never reminds of a day gone', () => {
    const late = settings({ time: '23:45' });
    const caught = billsReminderAt(late, new Date('2027-03-11T08:00:00Z'), months);
    expect(caught && billsReminderText(caught)).toBe('Due today: Rent $1,200, Phone $65 — $1,265');
    const sameDay = settings({ time: '23:45', daysBefore: 0 });
    expect(billsReminderAt(sameDay, new Date('2027-03-12T08:00:00Z'), months)).toBeNull();
  });
});

describe('paydayReminderAt', () => {
  const schedule = { kind: 'semimonthly', days: [5, 20] } as const;
  const months = new Map<string, ReminderMonth>([
    [
      '2027-03',
      {
        incomes: [
          { amount: 200_000, dueDate: '03/05/2027' },
          { amount: 200_000, dueDate: '20' },
        ],
        expenses: [
          bill('Rent', 1200, '5', { isPaid: true }),
          bill('Phone', 65, '12'),
          bill('Power', 95, '19'),
          bill('Car', 300, '20'),
          bill('Carried', 999, '5', { category: 'carryover' }),
        ],
      },
    ],
  ]);

  it('tells what came in and what is left after the bills until the next payday', () => {
    const reminder = paydayReminderAt(settings(), schedule, new Date('2027-03-05T17:00:00Z'), months);
    expect(reminder).toEqual({
      kind: 'payday',
      payday: '2027-03-05',
      income: 200_000,
      left: 64_000,
      nextPayday: '2027-03-20',
    });
    expect(reminder && paydayReminderText(reminder)).toBe(
      'Payday: $2,000 in. $640 left after bills until Mar 20.',
    );
  });

  it('is nothing on a day that is not a payday, before the time, or for a month with no budget', () => {
    expect(paydayReminderAt(settings(), schedule, new Date('2027-03-06T17:00:00Z'), months)).toBeNull();
    expect(paydayReminderAt(settings(), schedule, new Date('2027-03-05T16:00:00Z'), months)).toBeNull();
    expect(paydayReminderAt(settings(), schedule, new Date('2027-04-05T17:00:00Z'), months)).toBeNull();
  });

  it('counts next month’s bills before its first payday for the last payday of a month', () => {
    const withApril = new Map(months);
    withApril.set('2027-04', { incomes: [], expenses: [bill('Water', 50, '2'), bill('Later', 70, '06')] });
    const reminder = paydayReminderAt(settings(), schedule, new Date('2027-03-20T16:00:00Z'), withApril);
    expect(reminder).toMatchObject({
      income: 200_000,
      left: 200_000 - 30_000 - 5_000,
      nextPayday: '2027-04-05',
    });
  });
  it('is nothing while payday notes are off', () => {
    const off = settings({ payday: { enabled: false } });
    expect(paydayReminderAt(off, schedule, new Date('2027-03-05T17:00:00Z'), months)).toBeNull();
  });

  it('counts only the income due on the payday, and no bills of a next month without a budget', () => {
    const other = new Map(months);
    other.set('2027-03', {
      incomes: [
        { amount: 150_000, dueDate: '20' },
        { amount: 7_000, dueDate: '21' },
      ],
      expenses: [bill('Car', 300, '20')],
    });
    const reminder = paydayReminderAt(settings(), schedule, new Date('2027-03-20T16:00:00Z'), other);
    expect(reminder).toMatchObject({ income: 150_000, left: 120_000, nextPayday: '2027-04-05' });
  });

  it('takes nothing off for a month without a budget, whatever days its paycheck spans', () => {
    const monthly = { kind: 'monthly', day: 20 } as const;
    const march = new Map<string, ReminderMonth>([
      ['2027-03', { incomes: [{ amount: 150_000, dueDate: '20' }], expenses: [bill('Car', 300, '25')] }],
    ]);
    const reminder = paydayReminderAt(settings(), monthly, new Date('2027-03-20T16:00:00Z'), march);
    expect(reminder).toMatchObject({ income: 150_000, left: 120_000, nextPayday: '2027-04-20' });
  });

  it('takes off the payday’s set-aside and no goal’s bill while the set-asides are in the budget', () => {
    const insured = new Map(months);
    const march = months.get('2027-03')!;
    insured.set('2027-03', {
      ...march,
      expenses: [...march.expenses, { ...bill('Car insurance', 600, '15'), goalId: 7 }],
    });
    const at = new Date('2027-03-05T17:00:00Z');
    // Switch off: the insurance is a bill of this paycheck like any other.
    expect(paydayReminderAt(settings(), schedule, at, insured)).toMatchObject({ left: 64_000 - 60_000 });
    // Switch on: $85 set aside on the 5th, the insurance paid from what was set aside; the 20th's is not this one's.
    const setAsides = new Map([
      ['2027-03-05', 8_500],
      ['2027-03-20', 9_000],
    ]);
    const reminder = paydayReminderAt(settings(), schedule, at, insured, setAsides);
    expect(reminder).toMatchObject({ income: 200_000, left: 64_000 - 8_500 });
    expect(reminder && paydayReminderText(reminder)).toBe(
      'Payday: $2,000 in. $555 left after bills until Mar 20.',
    );
    expect(setAsidePlanDay(settings(), at)).toBe('2027-03-04');
  });

  it('comes after the bills reminder of the same pass', () => {
    const due = new Map(months);
    due.set('2027-03', { ...months.get('2027-03')!, expenses: [bill('Phone', 65, '6')] });
    const both = remindersDueAt(settings(), schedule, new Date('2027-03-05T17:00:00Z'), due);
    expect(both.map((reminder) => reminder.kind)).toEqual(['bills', 'payday']);
    expect(sentKeys(both[1]!)).toEqual([{ subject: 'payday', date: '2027-03-05' }]);
  });
});

describe('reminderOfKeys', () => {
  const rent = bill('Rent', 1200, '6');
  const phone = bill('Phone', 65, '6');
  const march = new Map<string, ReminderMonth>([
    ['2027-03', { incomes: [{ amount: 200_000, dueDate: '5' }], expenses: [rent, phone] }],
  ]);
  const schedule = { kind: 'semimonthly', days: [5, 20] } as const;
  const [bills, payday] = remindersDueAt(settings(), schedule, new Date('2027-03-05T17:00:00Z'), march);
  const billKeys = new Set(sentKeys(bills!).map((key) => key.subject));

  it('keeps the bills whose keys it is given, in their order', () => {
    expect(reminderOfKeys(bills!, billKeys)).toEqual(bills);
    expect(reminderOfKeys(bills!, new Set([`expense:${phone.id}`]))).toEqual({ ...bills, bills: [phone] });
    expect(reminderOfKeys(bills!, new Set(['payday']))).toBeNull();
  });

  it('keeps the payday note only with its key', () => {
    expect(reminderOfKeys(payday!, new Set(['payday']))).toEqual(payday);
    expect(reminderOfKeys(payday!, billKeys)).toBeNull();
  });
});

describe('what a pass reads', () => {
  it("is the reminder day's month and the next", () => {
    expect(reminderMonthsAt(settings(), new Date('2027-12-31T16:59:00Z'))).toEqual(['2027-12', '2028-01']);
    expect(reminderMonthsAt(settings(), new Date('2028-01-01T17:00:00Z'))).toEqual(['2028-01', '2028-02']);
  });

  it('finds no bill in a month without a budget', () => {
    expect(billsDueOn(new Map(), '2027-03-11')).toEqual([]);
    expect(billsDueOn(new Map(), '2027-03-15')).toEqual([]);
  });

  it('refuses a date that does not exist', () => {
    expect(() => addDays('2027-02-29', 1)).toThrow(RangeError);
    expect(() => addDays('2027-02-29', 1)).toThrow('2027-02-29');
  });
});
