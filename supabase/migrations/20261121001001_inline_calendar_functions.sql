-- item_day and move_date_to_month, rewritten so Postgres inlines them into the calling statement: one
-- immutable expression each, no FROM and no SET clause (a SET clause forbids inlining; called per row, the
-- earlier versions cost about 0.1 ms each, which made copying a 200-item month slow). Every function is
-- schema-qualified instead, so the search path cannot change what they mean. Same results as before, and still
-- those of itemDay() and moveDateToMonth() in budget-calendar.ts (tests/api/budget-calendar-sql.test.ts).

create or replace function public.item_day(value text) returns integer
language sql
immutable
parallel safe
as $$
  select coalesce(
    (pg_catalog.regexp_match(
      pg_catalog.ltrim(
        pg_catalog.regexp_replace(
          case when pg_catalog.strpos(value, '/') > 0 then pg_catalog.split_part(value, '/', 2) else value end,
          '[^0-9]', '', 'g'),
        '0'),
      '^([1-9]|[12][0-9]|3[01])$'))[1]::integer,
    15)
$$;

create or replace function public.move_date_to_month(value text, target_month text) returns text
language sql
immutable
parallel safe
as $$
  select case
    when value is null or pg_catalog.strpos(value, '/') = 0 then value
    else pg_catalog.substr(target_month, 6, 2) || '/'
      || pg_catalog.lpad(least(
           public.item_day(value),
           pg_catalog.date_part('day',
             pg_catalog.make_date(pg_catalog.substr(target_month, 1, 4)::integer,
                                  pg_catalog.substr(target_month, 6, 2)::integer, 1)
             + interval '1 month - 1 day')::integer
         )::text, 2, '0')
      || '/' || pg_catalog.substr(target_month, 1, 4)
  end
$$;
