// One text rule for what a person writes (core/text-rule.ts), over HTTP: every way in (create, patch, both
// imports) refuses the same text with the same 400 naming the field, and writes nothing; ordinary text in any
// script, and emoji sequences, are stored as they were sent.
import { dataFileSchema } from '@halfwise/core/contract/own-data.ts';
import type { DataFile } from '@halfwise/core/data-file.ts';
import { TEXT_MESSAGES } from '@halfwise/core/text-rule.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { BODY_NOT_UTF8 } from '../../supabase/functions/_shared/validate.ts';
import { signUp, type Person } from './budget-fixtures.ts';
import { rawRequest } from './own-data-support.ts';
import { API_URL, clientAddress, useDatabase } from './support.ts';

const sql = useDatabase();

const REFUSED: [string, string, string][] = [
  ['a line feed', 'Autopay\nfrom checking', TEXT_MESSAGES.control],
  ['ESC', 'Esc\u001b[31mred', TEXT_MESSAGES.control],
  ['BEL', 'Bell\u0007', TEXT_MESSAGES.control],
  ['zero-width spaces only', '\u200b\u200b\u200b', TEXT_MESSAGES.invisible],
  ['a right-to-left override', 'Rent \u202Egnp.exe', TEXT_MESSAGES.direction],
  ['Unicode tag characters', 'Rent\u{E0049}\u{E0047}\u{E004E}', TEXT_MESSAGES.tag],
  ['a lone surrogate', 'Rent \ud800', TEXT_MESSAGES.surrogate],
];

interface Setup {
  me: Person;
  budgetId: number;
  rentId: number;
  file: DataFile;
  /** A fresh account each import goes to: it must still have nothing after a refusal. */
  other: Person;
}
let setup: Setup;

beforeAll(async () => {
  const me = await signUp();
  const { budget } = await me.createBudget('2026-11');
  const rent = await me.addItem('expense', budget!.id, { name: 'Rent', amount: 140_000, dueDate: '1' });
  await me.patch(`/api/expense/${rent.id}`, { note: 'Autopay' });
  await me.addItem('income', budget!.id, { name: 'Pay', amount: 300_000, dueDate: '1' });
  await me.post('/api/future-plans', { name: 'Trip', targetAmount: 100_000 });
  const exported = await rawRequest('GET', '/api/export?format=json', { token: me.token });
  const file = dataFileSchema.parse(exported.json());
  setup = { me, budgetId: budget!.id, rentId: rent.id, file, other: await signUp() };
});

/** What the person's rows hold, to see that a refusal changed nothing. */
async function stored(person: Person) {
  const [row] = await sql<{ rows: unknown }[]>`
    select json_build_object(
      'expenses', (select json_agg(json_build_object('name', name, 'note', note, 'category', category) order by id)
                   from public.expense_items where user_id = ${person.userId}),
      'income', (select json_agg(name order by id) from public.income_items where user_id = ${person.userId}),
      'goals', (select json_agg(name order by id) from public.future_plans where user_id = ${person.userId}),
      'names', (select json_build_array(first_name, last_name) from public.profiles where id = ${person.userId})
    ) as rows`;
  return row!.rows;
}

async function importing(change: (file: DataFile) => void) {
  const file = structuredClone(setup.file);
  change(file);
  const response = await rawRequest('POST', '/api/import', {
    token: setup.other.token,
    body: JSON.stringify(file),
  });
  return { status: response.status, body: response.json() };
}

describe.each(REFUSED)('text holding %s', (_, value, message) => {
  it('is refused by every create and patch, naming the field, and changes nothing', async () => {
    const { me, budgetId, rentId } = setup;
    const before = await stored(me);
    const answers = await Promise.all([
      me.post('/api/expense', { budgetId, name: value, amount: 100 }),
      me.post('/api/expense', { budgetId, name: 'Gym', amount: 100, note: value }),
      me.post('/api/expense', { budgetId, name: 'Gym', amount: 100, category: value }),
      me.post('/api/income', { budgetId, name: value, amount: 100 }),
      me.patch(`/api/expense/${rentId}`, { name: value }),
      me.patch(`/api/expense/${rentId}`, { note: value }),
      me.post('/api/future-plans', { name: value, targetAmount: 100 }),
      me.patch(`/api/user/${me.userId}`, { firstName: value }),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(
      ['name', 'note', 'category', 'name', 'name', 'note', 'name', 'firstName'].map((field) => [
        400,
        { message: `${field}: ${message}` },
      ]),
    );
    expect(await stored(me)).toEqual(before);
  });

  it('is refused by the import, naming the record and the field, and nothing is imported', async () => {
    const before = await stored(setup.other);
    const answers = await Promise.all([
      importing((file) => (file.budgets[0]!.expenseItems[0]!.name = value)),
      importing((file) => (file.budgets[0]!.expenseItems[0]!.note = value)),
      importing((file) => (file.budgets[0]!.expenseItems[0]!.category = value)),
      importing((file) => (file.budgets[0]!.incomeItems[0]!.name = value)),
      importing((file) => (file.goals[0]!.name = value)),
      importing((file) => (file.profile.lastName = value)),
    ]);
    expect(answers).toEqual(
      [
        'budgets[0].expenseItems[0].name',
        'budgets[0].expenseItems[0].note',
        'budgets[0].expenseItems[0].category',
        'budgets[0].incomeItems[0].name',
        'goals[0].name',
        'profile.lastName',
      ].map((where) => ({ status: 400, body: { message: `${where}: ${message}` } })),
    );
    expect(await stored(setup.other)).toEqual(before);
  });

  // A text/csv body is UTF-8 bytes, which cannot hold a lone surrogate.
  it.runIf(message !== TEXT_MESSAGES.surrogate)('is refused as a name by the CSV import', async () => {
    const response = await rawRequest('POST', '/api/import/csv?month=2026-12&dryRun=true', {
      token: setup.me.token,
      contentType: 'text/csv',
      body: `name,amount\n"${value}",5\n`,
    });
    expect(response.json()).toMatchObject({
      items: [],
      errors: [{ line: 2, message: `name: ${message}` }],
    });
  });
});

describe('ordinary text', () => {
  it.each([
    'Café crème',
    'إيجار الشقة',
    'שכר דירה',
    '👩‍👩‍👧 school',
    'Trip to 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
  ])('is stored as sent: %s', async (value) => {
    const { me, budgetId } = setup;
    const created = await me.post('/api/expense', { budgetId, name: value, amount: 100, note: value });
    expect([created.status, created.body]).toMatchObject([201, { name: value, note: value }]);
    const [row] =
      await sql`select name, note from public.expense_items where id = ${created.body['id'] as number}`;
    expect(row).toEqual({ name: value, note: value });
  });
});

describe('a body that is not UTF-8', () => {
  /** Half of a surrogate pair written out as UTF-8 would write a character (ED A0 80): no UTF-8 decoder takes it. */
  const HALF_PAIR = Buffer.from([0xed, 0xa0, 0x80]);
  /** `text` with HALF_PAIR in place of '@'. */
  const withHalfPair = (text: string) => {
    const [before, after] = text.split('@');
    return new Uint8Array(Buffer.concat([Buffer.from(before!), HALF_PAIR, Buffer.from(after!)]));
  };
  const send = async (
    method: string,
    path: string,
    body: Uint8Array<ArrayBuffer>,
    contentType = 'application/json',
  ) => {
    const response = await fetch(new URL(path, API_URL), {
      method,
      headers: {
        'X-Forwarded-For': clientAddress(),
        Authorization: `Bearer ${setup.me.token}`,
        'Content-Type': contentType,
      },
      body,
    });
    return [response.status, await response.json()];
  };

  it('is refused by a create, a patch and both imports, not read with U+FFFD in its place', async () => {
    const { me, budgetId, rentId, file } = setup;
    const before = await stored(me);
    const importFile = JSON.stringify({ ...file, goals: [{ ...file.goals[0]!, name: 'Trip @' }] });
    const answers = await Promise.all([
      send('POST', '/api/expense', withHalfPair(`{"budgetId":${budgetId},"name":"Rent @","amount":100}`)),
      send('PATCH', `/api/expense/${rentId}`, withHalfPair('{"note":"Autopay @"}')),
      send('POST', '/api/import?mode=replace', withHalfPair(importFile)),
      send('POST', '/api/import/csv?month=2026-11', withHalfPair('name,amount\nGym @,5\n'), 'text/csv'),
    ]);
    expect(answers).toEqual(Array.from({ length: 4 }, () => [400, { message: BODY_NOT_UTF8 }]));
    expect(await stored(me)).toEqual(before);
  });
});
