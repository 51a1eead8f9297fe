-- Every calendar function with a fixed search_path (Supabase's advisors warn of function_search_path_mutable),
-- without making a read or a copy slower. A SET clause stops Postgres inlining a SQL function (migration
-- 20261121001001), and a called SET function costs about ten times the inlined expression per call, nested calls
-- each again: set per row, a 200-item copy took twice as long. So the rules now run over a statement's rows at
-- once: public.item_days and public.kept_dates take arrays and are called once per statement, and the one-value
-- functions (item_day, given_day, move_kept_date, kept_day_in_month, move_date_to_month) are those over one
-- value. The budget's read writes an item's keptDay and goalId out in its own statement. Same results as before,
-- and still those of core/calendar.ts (tests/api/budget-calendar-sql.test.ts).

-- public.item_day of each value, numbered from 1 in the array's order. These two are plpgsql so that their
-- statement is planned once per connection, not on each call.
create function public.item_days(dates text[]) returns table (n bigint, day integer)
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  select v.n,
         coalesce(
           (pg_catalog.regexp_match(
             pg_catalog.ltrim(
               pg_catalog.regexp_replace(
                 case when pg_catalog.strpos(v.value, '/') > 0 then pg_catalog.split_part(v.value, '/', 2)
                      else v.value end,
                 '[^0-9]', '', 'g'),
               '0'),
             '^([1-9]|[12][0-9]|3[01])$'))[1]::integer,
           15)
  from pg_catalog.unnest(dates) with ordinality as v (value, n);
end;
$$;
comment on function public.item_days(text[]) is
  'The day in the month of each value (public.item_day), numbered n from 1 in the array''s order.';

-- Each value's given day in from_month, and what a copy into to_month makes of it (given_day, move_kept_date,
-- kept_day_in_month as in migration 20261207100000), numbered from 1 in the arrays' order.
create function public.kept_dates(dates text[], kept_days integer[], from_month text, to_month text)
returns table (n bigint, given_day integer, moved_date text, kept_day smallint)
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
#variable_conflict use_column
declare
  from_days integer := public.month_length(from_month);
  to_days integer := public.month_length(to_month);
begin
  return query
  select v.n,
         g.day,
         case when v.value is null or pg_catalog.strpos(v.value, '/') = 0 then v.value
              else pg_catalog.substr(to_month, 6, 2) || '/' || pg_catalog.lpad(least(g.day, to_days)::text, 2, '0')
                || '/' || pg_catalog.substr(to_month, 1, 4) end,
         case when pg_catalog.strpos(v.value, '/') > 0 and g.day > to_days then g.day::smallint end
  from rows from (public.item_days(dates), pg_catalog.unnest(dates), pg_catalog.unnest(kept_days))
         as v (n, day, value, kept)
  cross join lateral (
    select case when v.kept is not null and pg_catalog.strpos(v.value, '/') > 0 and v.kept > v.day
                     and v.day = from_days then v.kept
                else v.day end as day) as g;
end;
$$;
comment on function public.kept_dates(text[], integer[], text, text) is
  'For each date and kept day of an item in from_month (numbered n from 1 in the arrays'' order): the day it was given, its date in to_month and the kept day it carries there (given_day, move_kept_date, kept_day_in_month).';

revoke execute on function public.item_days(text[]), public.kept_dates(text[], integer[], text, text)
  from public, anon;
grant execute on function public.item_days(text[]), public.kept_dates(text[], integer[], text, text)
  to authenticated, service_role;

create or replace function public.item_day(value text) returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select d.day from public.item_days(array[value]) as d
$$;

create or replace function public.given_day(value text, kept_day integer, month text) returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select k.given_day from public.kept_dates(array[value], array[kept_day], month, month) as k
$$;

create or replace function public.move_kept_date(value text, kept_day integer, from_month text, to_month text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select k.moved_date from public.kept_dates(array[value], array[kept_day], from_month, to_month) as k
$$;

create or replace function public.kept_day_in_month(value text, kept_day integer, from_month text, to_month text)
returns smallint
language sql
immutable
parallel safe
set search_path = ''
as $$
  select k.kept_day from public.kept_dates(array[value], array[kept_day], from_month, to_month) as k
$$;

-- With no kept day the given day is the item's day, whatever the month it came from.
create or replace function public.move_date_to_month(value text, target_month text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select public.move_kept_date(value, null, target_month, target_month)
$$;

alter function public.month_length(text) set search_path = '';
alter function public.with_kept_day(json, smallint) set search_path = '';
alter function public.with_goal_id(json, bigint) set search_path = '';

-- copy_budget_to_month as in migration 20261209400000, the kept days worked out once per table.
create or replace function public.copy_budget_to_month(source_id bigint, target_month text, target_year integer, income_dates jsonb)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  source public.budgets%rowtype;
  target public.budgets%rowtype;
  created_id bigint;
begin
  select * into source from public.budgets where id = source_id;
  if not found then
    raise exception 'Not found' using errcode = 'HW404';
  end if;
  if not exists (select 1 from public.income_items where budget_id = source_id)
     and not exists (select 1 from public.expense_items where budget_id = source_id) then
    raise exception 'No current month budget found to copy' using errcode = 'HW400';
  end if;

  -- Create the target when missing; a concurrent copy that created it first makes this wait for its commit.
  insert into public.budgets (user_id, month, year, carry_forward, future_goals_balance)
  values (source.user_id, target_month, target_year, source.carry_forward, source.future_goals_balance)
  on conflict (user_id, month) do nothing
  returning id into created_id;
  -- The row lock serialises copies into one month: the second one re-reads the items after the first commits.
  select * into target from public.budgets
  where user_id = source.user_id and month = target_month
  for update;

  if exists (select 1 from public.income_items where budget_id = target.id)
     or exists (select 1 from public.expense_items where budget_id = target.id) then
    raise exception 'The target month already has a budget' using errcode = 'HW409';
  end if;

  update public.budgets
  set carry_forward = source.carry_forward, future_goals_balance = source.future_goals_balance
  where id = target.id
    and (carry_forward, future_goals_balance) is distinct from (source.carry_forward, source.future_goals_balance);

  -- A key whose value is JSON null is a paycheck the target month has no payday for: it is not copied. A paycheck
  -- moved to a payday follows the schedule; every other item keeps the day it was given (kept_dates).
  with copied as (
    select i.*, pg_catalog.row_number() over (order by i.sort_order, i.id) as n
    from public.income_items i
    where i.budget_id = source_id
      and income_dates -> i.id::text is distinct from 'null'::jsonb
  )
  insert into public.income_items
    (budget_id, user_id, name, amount, date, kept_day, description, priority, category, sort_order)
  select target.id, i.user_id, i.name, i.amount,
         case when income_dates ? i.id::text then income_dates ->> i.id::text else k.moved_date end,
         case when income_dates ? i.id::text then null else k.kept_day end,
         i.description, i.priority, i.category, i.sort_order
  from copied i
  join public.kept_dates(array(select c.date from copied c order by c.n),
                         array(select c.kept_day::integer from copied c order by c.n),
                         source.month, target_month) as k on k.n = i.n
  order by i.n;

  with copied as (
    select e.*, pg_catalog.row_number() over (order by e.sort_order, e.id) as n
    from public.expense_items e
    where e.budget_id = source_id
  )
  insert into public.expense_items
    (budget_id, user_id, name, amount, category, is_paid, due_date, kept_day, priority, sort_order, fixed_date)
  select target.id, e.user_id, e.name, e.amount, e.category, false, k.moved_date, k.kept_day,
         e.priority, e.sort_order, e.fixed_date
  from copied e
  join public.kept_dates(array(select c.due_date from copied c order by c.n),
                         array(select c.kept_day::integer from copied c order by c.n),
                         source.month, target_month) as k on k.n = e.n
  order by e.n;

  insert into public.budget_copies
    (budget_id, user_id, revision, created_budget, carry_forward_before, future_goals_balance_before)
  select b.id, b.user_id, b.revision, created_id is not null, target.carry_forward, target.future_goals_balance
  from public.budgets b where b.id = target.id
  on conflict (budget_id) do update
  set revision = excluded.revision, created_budget = excluded.created_budget,
      carry_forward_before = excluded.carry_forward_before,
      future_goals_balance_before = excluded.future_goals_balance_before, created_at = now();

  return target.id;
end;
$$;

-- order_budget_rows_by_day as in migration 20261207300000, the days worked out once for the month's rows.
create or replace function public.order_budget_rows_by_day(p_budget_id bigint) returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  month_length integer;
  copy_was_last boolean;
begin
  select public.month_length(b.month),
         exists (select 1 from public.budget_copies c where c.budget_id = b.id and c.revision = b.revision)
  into month_length, copy_was_last
  from public.budgets b where b.id = p_budget_id;
  if not found then
    return p_budget_id;
  end if;

  -- The month's rows as arrays, one aggregate each over the same rows (so in the same order), zipped back
  -- with their days.
  with numbered as (
    select r.kind_rank, r.id, r.sort_order,
           (100 * row_number() over (order by least(r.day, month_length), r.kind_rank, r.sort_order, r.id))::integer
             as placed
    from (select array_agg(m.kind_rank) as kinds, array_agg(m.id) as ids, array_agg(m.sort_order) as sorts,
                 array_agg(m.value) as dates
          from (select 0 as kind_rank, i.id, i.sort_order, i.date as value
                from public.income_items i where i.budget_id = p_budget_id
                union all
                select 1, e.id, e.sort_order, e.due_date
                from public.expense_items e where e.budget_id = p_budget_id) m) a
    cross join lateral rows from (pg_catalog.unnest(a.kinds), pg_catalog.unnest(a.ids), pg_catalog.unnest(a.sorts),
                                  public.item_days(a.dates)) as r (kind_rank, id, sort_order, n, day)
  ), income_done as (
    update public.income_items i set sort_order = n.placed
    from numbered n
    where n.kind_rank = 0 and n.id = i.id and n.sort_order <> n.placed
    returning i.id
  )
  update public.expense_items e set sort_order = n.placed
  from numbered n
  where n.kind_rank = 1 and n.id = e.id and n.sort_order <> n.placed;

  if copy_was_last then
    update public.budget_copies c set revision = b.revision
    from public.budgets b
    where c.budget_id = p_budget_id and b.id = p_budget_id;
  end if;
  return p_budget_id;
end;
$$;

-- budget_json as in migration 20261209200000, an item's keptDay and goalId added as public.with_kept_day and
-- public.with_goal_id add them, written out here so that no function is called per item.
create or replace function public.budget_json(owner uuid, target_month text, out body text, out items text)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  select json_build_object(
    'budget', (select row_to_json(r) from (select b.id, b.user_id as "userId", b.month, b.year,
        b.carry_forward as "carryForward", b.future_goals_balance as "futureGoalsBalance") r where b.id is not null),
    'incomeItems', coalesce(income.rows, '[]'::json),
    'expenseItems', coalesce(expense.rows, '[]'::json))::text,
    json_build_object('c', b.carry_forward, 'i', coalesce(income.compact, '[]'::json),
      'e', coalesce(expense.compact, '[]'::json))::text
  into body, items
  from (values (1)) as one (x)
  left join public.budgets b on b.user_id = owner and b.month = target_month
  left join lateral (select json_agg(
        case when k.kept_day is null then row_to_json(r)
             else (row_to_json(r)::jsonb || jsonb_build_object('keptDay', k.kept_day))::json end
        order by r."sortOrder", r.id) as rows,
      json_agg(json_build_array(r.id, r.amount, r.date, r."isPaid", r.name) order by r."sortOrder", r.id) as compact
    from public.income_items k
    cross join lateral (select k.id, k.budget_id as "budgetId", k.name, k.amount, k.date, k.priority, k.category,
        k.is_paid as "isPaid", k.sort_order as "sortOrder", k.updated_by as "updatedBy") r
    where k.budget_id = b.id) income on true
  left join lateral (select json_agg(
        case when k.kept_day is null and k.goal_id is null then row_to_json(r)
             else (row_to_json(r)::jsonb
                   || jsonb_strip_nulls(jsonb_build_object('keptDay', k.kept_day, 'goalId', k.goal_id)))::json end
        order by r."sortOrder", r.id) as rows,
      json_agg(json_build_array(r.id, r.amount, r."dueDate", r."isPaid", null, k.goal_id) order by r."sortOrder", r.id)
        as compact
    from public.expense_items k
    cross join lateral (select k.id, k.budget_id as "budgetId", k.name, k.amount, k.due_date as "dueDate", k.priority,
        k.category, k.is_paid as "isPaid", k.sort_order as "sortOrder", k.updated_by as "updatedBy", k.note,
        k.fixed_date as "fixedDate") r
    where k.budget_id = b.id) expense on true;
end;
$$;
