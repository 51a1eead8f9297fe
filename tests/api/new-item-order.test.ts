import type { BudgetResponse } from '@halfwise/core/contract/budget.ts';
import { describe, expect, it } from 'vitest';
import { signUp, type Person } from './budget-fixtures.ts';
import { rawRequest } from './own-data-support.ts';

/** Every two weeks from Nov 6, 2026: November's sections are the 1st–5th, 6th–19th and 20th–30th. */
async function biweeklyPerson(): Promise<Person> {
  const person = await signUp();
  const schedule = await rawRequest('PUT', '/api/pay-schedule', {
    token: person.token,
    body: JSON.stringify({ kind: 'biweekly', anchor: '2026-11-06' }),
  });
  expect(schedule.status).toBe(200);
  return person;
}

/** The names in each section of the month as the API cuts it, each section in its rows' sort order. */
function sectionNames(month: BudgetResponse): string[][] {
  const rows = [
    ...month.incomeItems.map((item) => ({ ...item, kind: 'income' })),
    ...month.expenseItems.map((item) => ({ ...item, kind: 'expense' })),
  ];
  return month.sections.map((section) =>
    rows
      .filter((row) => (row.kind === 'income' ? section.incomeIds : section.expenseIds).includes(row.id))
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
      .map((row) => row.name),
  );
}

describe('a new item under a pay schedule other than the 1st and 15th', () => {
  it('goes after the earlier-dated items of its pay section, not of its half of the month', async () => {
    const person = await biweeklyPerson();
    const budgetId = (await person.createBudget('2026-11')).budget!.id;
    // Under the old halves Rent, Internet and Phone numbered 100, 200, 300 (the 1st–14th) and Gym 100 (the 15th
    // on), so a new item on the 17th took 200 and sat above Phone, due on the 8th, in the 6th–19th section.
    for (const [name, dueDate] of [
      ['Rent', '2'],
      ['Internet', '4'],
      ['Phone', '11/08/2026'],
      ['Gym', '16'],
    ] as const) {
      await person.addItem('expense', budgetId, { name, amount: 1000, dueDate });
    }
    const car = await person.addItem('expense', budgetId, {
      name: 'Car',
      amount: 1000,
      dueDate: '11/17/2026',
    });
    const paycheck = await person.addItem('income', budgetId, {
      name: 'Paycheck',
      amount: 200_000,
      dueDate: '20',
    });
    expect(paycheck.sortOrder).toBe(100);

    const month = await person.budgetOf('2026-11');
    expect(month.sections.map((section) => [section.start, section.end])).toEqual([
      ['2026-11-01', '2026-11-05'],
      ['2026-11-06', '2026-11-19'],
      ['2026-11-20', '2026-11-30'],
    ]);
    expect(sectionNames(month)).toEqual([['Rent', 'Internet'], ['Phone', 'Gym', 'Car'], ['Paycheck']]);
    const phone = month.expenseItems.find((item) => item.name === 'Phone');
    expect(car.sortOrder).toBeGreaterThan(phone!.sortOrder);
  });

  it('places the rows of a CSV import by day in their pay sections', async () => {
    const person = await biweeklyPerson();
    const budgetId = (await person.createBudget('2026-11')).budget!.id;
    await person.addItem('expense', budgetId, { name: 'Rent', amount: 1000, dueDate: '2' });
    await person.addItem('expense', budgetId, { name: 'Phone', amount: 1000, dueDate: '8' });
    const csv =
      'name,amount,due day,type\r\nGym,10,16,expense\r\nWater,10,7,expense\r\nBonus,50,21,income\r\n';
    const response = await rawRequest('POST', '/api/import/csv?month=2026-11', {
      token: person.token,
      body: csv,
      contentType: 'text/csv',
    });
    expect(response.status).toBe(201);
    expect(sectionNames(await person.budgetOf('2026-11'))).toEqual([
      ['Rent'],
      ['Water', 'Phone', 'Gym'],
      ['Bonus'],
    ]);
  });
});
