import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from './product.ts';
import type { BillsReminder, PaydayReminder } from './reminders-due.ts';
import { billsReminderText, reminderDollars, reminderMessage } from './reminder-text.ts';

const rent = { id: 1, name: 'Rent', amount: 120_000, dueDate: '11', isPaid: false, category: 'housing' };
const bills: BillsReminder = { kind: 'bills', today: '2027-03-10', dueOn: '2027-03-11', bills: [rent] };
const payday: PaydayReminder = {
  kind: 'payday',
  payday: '2027-04-01',
  income: 200_000,
  left: -4_000,
  nextPayday: '2027-04-15',
};

describe('reminderDollars', () => {
  it('writes whole dollars, half a dollar rounding away from zero, with the sign of a debt', () => {
    expect(reminderDollars(126_500)).toBe('$1,265');
    expect(reminderDollars(150)).toBe('$2');
    expect(reminderDollars(-150)).toBe('-$2');
    expect(reminderDollars(-4_000)).toBe('-$40');
    // Less than half a dollar owed rounds to nothing, and nothing has no sign.
    expect(reminderDollars(-49)).toBe('$0');
    expect(reminderDollars(0)).toBe('$0');
  });
});

describe('billsReminderText', () => {
  it('adds the total only when there is more than one bill', () => {
    expect(billsReminderText(bills)).toBe('Due tomorrow: Rent $1,200');
    expect(
      billsReminderText({ ...bills, bills: [rent, { ...rent, id: 2, name: 'Phone', amount: 6_500 }] }),
    ).toBe('Due tomorrow: Rent $1,200, Phone $65 — $1,265');
  });
});

describe('reminderMessage', () => {
  it('titles a bills reminder by when they are due, and tags it by the due date', () => {
    expect(reminderMessage(bills)).toEqual({
      title: `${PRODUCT_NAME}: bills due tomorrow`,
      body: 'Due tomorrow: Rent $1,200',
      path: '/budget?month=2027-03',
      tag: 'bills-2027-03-11',
    });
  });

  it("opens a payday note on the payday's month, tagged by the payday", () => {
    expect(reminderMessage(payday)).toEqual({
      title: `${PRODUCT_NAME}: payday`,
      body: 'Payday: $2,000 in. -$40 left after bills until Apr 15.',
      path: '/budget?month=2027-04',
      tag: 'payday-2027-04-01',
    });
  });
});
