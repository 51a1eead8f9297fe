// The SQL calendar rules (public.item_day, public.move_date_to_month, and the kept day's public.given_day,
// public.move_kept_date and public.kept_day_in_month) agree with core/calendar.ts value by value.
import { describe, expect, it } from 'vitest';
import { givenDay, itemDay, moveDateToMonth, moveKeptDate } from '@halfwise/core/calendar.ts';
import { useDatabase } from './support.ts';

const sql = useDatabase();

const VALUES = [
  null,
  '',
  '1',
  '07',
  '14',
  '15',
  '31',
  '0',
  '32',
  '00015',
  '99999999999999999999',
  'abc',
  'Day 3',
  '3rd',
  ' 5 ',
  '11/05/2026',
  '11/5/2026',
  '11/14/2026',
  '11/15/2026',
  '01/31/2027',
  '02/29/2028',
  '12/ 9/2026',
  '1/',
  '/',
  '/20',
  'x/y',
  '1/2/3',
  '11/00/2026',
  '11/32/2026',
  '٣',
  '1٣',
];
const TARGETS = ['2026-02', '2026-11', '2027-01', '2028-02', '2026-04'];

describe('calendar rules in SQL', () => {
  it('public.item_day gives the same day as itemDay()', async () => {
    const rows = await sql<{ value: string | null; day: number }[]>`
      select v.value, public.item_day(v.value) as day
      from json_array_elements_text(${JSON.stringify(VALUES)}::text::json) with ordinality as v (value, n) order by n`;
    expect(rows.map((row) => [row.value, row.day])).toEqual(VALUES.map((value) => [value, itemDay(value)]));
  });

  it('public.move_date_to_month moves each value as moveDateToMonth() does', async () => {
    const rows = await sql<{ value: string | null; target: string; moved: string | null }[]>`
      select v.value, t.target, public.move_date_to_month(v.value, t.target) as moved
      from json_array_elements_text(${JSON.stringify(VALUES)}::text::json) with ordinality as v (value, n)
      cross join json_array_elements_text(${JSON.stringify(TARGETS)}::text::json) with ordinality as t (target, m)
      order by n, m`;
    const expected = VALUES.flatMap((value) =>
      TARGETS.map((target) => [value, target, moveDateToMonth(value, target)]),
    );
    expect(rows.map((row) => [row.value, row.target, row.moved])).toEqual(expected);
  });

  it('public.given_day, move_kept_date and kept_day_in_month keep the day as givenDay() and moveKeptDate() do', async () => {
    const values = [
      ...VALUES,
      '02/28/2027',
      '02/28/2028',
      '02/29/2028',
      '04/30/2026',
      '11/30/2026',
      '30',
      '31',
    ];
    const cases = values.flatMap((value) =>
      [null, 29, 30, 31].flatMap((kept) =>
        ['2026-02', '2026-04', '2028-02', '2027-01'].map((from) => ({ value, kept, from })),
      ),
    );
    const rows = await sql<{ day: number; moved: string | null; kept: number | null }[]>`
      select public.given_day(c.value ->> 'value', (c.value ->> 'kept')::integer, c.value ->> 'from') as day,
             public.move_kept_date(c.value ->> 'value', (c.value ->> 'kept')::integer, c.value ->> 'from',
                                   t.target) as moved,
             public.kept_day_in_month(c.value ->> 'value', (c.value ->> 'kept')::integer, c.value ->> 'from',
                                      t.target) as kept
      from json_array_elements(${JSON.stringify(cases)}::text::json) with ordinality as c (value, n)
      cross join json_array_elements_text(${JSON.stringify(TARGETS)}::text::json) with ordinality as t (target, m)
      order by c.n, t.m`;
    const expected = cases.flatMap(({ value, kept, from }) =>
      TARGETS.map((target) => {
        const moved = moveKeptDate(value, kept, from, target);
        return { day: givenDay(value, kept, from), moved: moved.dueDate, kept: moved.keptDay };
      }),
    );
    expect(rows.map((row) => ({ ...row }))).toEqual(expected);
  });
});
