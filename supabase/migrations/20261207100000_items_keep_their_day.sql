-- A bill keeps its day (docs/domain.md, "A bill keeps its day"). A date copied into a month without its day (the
-- 29th to the 31st) falls on that month's last day, as before; the day it was given is now kept beside it, in
-- kept_day, so the next copy puts it back on its day when that month has it (01/31 → 02/28 → 03/31 → 04/30, not
-- 02/28 → 03/28 → 04/28). kept_day is null on every other row, so nothing changes for a date whose day every month
-- has. The rule is core calendar.ts givenDay and moveKeptDate; tests/api/budget-calendar-sql.test.ts checks that
-- the SQL below agrees with them value by value.

alter table public.income_items
  add column kept_day smallint check (kept_day between 29 and 31);
alter table public.expense_items
  add column kept_day smallint check (kept_day between 29 and 31);
comment on column public.income_items.kept_day is
  'The day of month (29-31) the income was given when its date is the last day of a month without that day (set by a copy); null otherwise. Counts only while the date is still that last day (public.given_day).';
comment on column public.expense_items.kept_day is
  'The day of month (29-31) the expense was given when its due date is the last day of a month without that day (set by a copy); null otherwise. Counts only while the date is still that last day (public.given_day).';

-- One immutable expression each, no SET clause, so Postgres inlines them into the copy's statements (as
-- item_day and move_date_to_month, migration 20261121001001); every name is schema-qualified instead.
create function public.month_length(month text) returns integer
language sql
immutable
parallel safe
as $$
  select pg_catalog.date_part('day',
    pg_catalog.make_date(pg_catalog.substr(month, 1, 4)::integer, pg_catalog.substr(month, 6, 2)::integer, 1)
    + interval '1 month - 1 day')::integer
$$;
comment on function public.month_length(text) is 'The number of days of a yyyy-MM month.';

create function public.given_day(value text, kept_day integer, month text) returns integer
language sql
immutable
parallel safe
as $$
  select case
    when kept_day is not null and pg_catalog.strpos(value, '/') > 0
         and kept_day > public.item_day(value) and public.item_day(value) = public.month_length(month)
    then kept_day
    else public.item_day(value)
  end
$$;
comment on function public.given_day(text, integer, text) is
  'The day of month an item of the yyyy-MM month was given (core givenDay): kept_day while its date is that month''s last day and earlier than kept_day, else the date''s own day (item_day).';

create function public.move_kept_date(value text, kept_day integer, from_month text, to_month text) returns text
language sql
immutable
parallel safe
as $$
  select case
    when value is null or pg_catalog.strpos(value, '/') = 0 then value
    else pg_catalog.substr(to_month, 6, 2) || '/'
      || pg_catalog.lpad(least(public.given_day(value, kept_day, from_month), public.month_length(to_month))::text,
                         2, '0')
      || '/' || pg_catalog.substr(to_month, 1, 4)
  end
$$;
comment on function public.move_kept_date(text, integer, text, text) is
  'An item''s date copied from from_month to to_month (core moveKeptDate): the day it was given (given_day), on to_month''s last day when to_month lacks it; a value without ''/'' stays as it is.';

create function public.kept_day_in_month(value text, kept_day integer, from_month text, to_month text)
returns smallint
language sql
immutable
parallel safe
as $$
  select case
    when pg_catalog.strpos(value, '/') > 0
         and public.given_day(value, kept_day, from_month) > public.month_length(to_month)
    then public.given_day(value, kept_day, from_month)::smallint
  end
$$;
comment on function public.kept_day_in_month(text, integer, text, text) is
  'The kept_day of an item copied from from_month to to_month (core moveKeptDate): the day it was given when to_month lacks it, else null.';

revoke execute on function public.month_length(text), public.given_day(text, integer, text),
  public.move_kept_date(text, integer, text, text), public.kept_day_in_month(text, integer, text, text)
  from public, anon;
grant execute on function public.month_length(text), public.given_day(text, integer, text),
  public.move_kept_date(text, integer, text, text), public.kept_day_in_month(text, integer, text, text)
  to authenticated, service_role;

-- Copy to next month as in migration 20261126100000, now keeping each item's day.
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
  -- moved to a payday follows the schedule; every other item keeps the day it was given (move_kept_date).
  insert into public.income_items
    (budget_id, user_id, name, amount, date, kept_day, description, priority, category, sort_order)
  select target.id, i.user_id, i.name, i.amount,
         case when income_dates ? i.id::text then income_dates ->> i.id::text
              else public.move_kept_date(i.date, i.kept_day, source.month, target_month) end,
         case when income_dates ? i.id::text then null
              else public.kept_day_in_month(i.date, i.kept_day, source.month, target_month) end,
         i.description, i.priority, i.category, i.sort_order
  from public.income_items i
  where i.budget_id = source_id
    and income_dates -> i.id::text is distinct from 'null'::jsonb
  order by i.sort_order, i.id;

  insert into public.expense_items
    (budget_id, user_id, name, amount, category, is_paid, due_date, kept_day, priority, sort_order)
  select target.id, e.user_id, e.name, e.amount, e.category, false,
         public.move_kept_date(e.due_date, e.kept_day, source.month, target_month),
         public.kept_day_in_month(e.due_date, e.kept_day, source.month, target_month),
         e.priority, e.sort_order
  from public.expense_items e
  where e.budget_id = source_id
  order by e.sort_order, e.id;

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
comment on function public.copy_budget_to_month(bigint, text, integer, jsonb) is
  'Copies a budget''s items into another month in one statement per table, as the caller (security invoker, RLS applies). Income whose id is a key of income_dates gets that date, or is not copied when the value is JSON null; every other item keeps the day it was given (move_kept_date, kept_day_in_month). Creates the target budget when missing; raises HW404 (not the caller''s), HW400 (no items) or HW409 (target has items). Records the copy in budget_copies (for undo_budget_copy). Returns the target budget id.';


-- GET /api/runway's months as in migration 20261127160000, each item with its kept day last, so a month projected
-- from a copied one keeps the day too.
create or replace function public.runway_budgets_json(first_month text, last_month text) returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  owner uuid := public.budget_owner();
  budgets text;
begin
  select coalesce(json_agg(json_build_object('m', b.month, 'c', b.carry_forward,
      'i', coalesce((select json_agg(json_build_array(i.id, i.amount, i.date, i.name, i.kept_day))
                     from public.income_items i where i.budget_id = b.id), '[]'::json),
      'e', coalesce((select json_agg(json_build_array(e.id, e.amount, e.due_date, e.kept_day))
                     from public.expense_items e where e.budget_id = b.id), '[]'::json))), '[]'::json)::text
  into budgets
  from public.budgets b
  where b.user_id = owner
    and (b.month between first_month and last_month
         or b.month = (select max(p.month) from public.budgets p
                       where p.user_id = owner and p.month < first_month
                         and (exists (select 1 from public.income_items x where x.budget_id = p.id)
                              or exists (select 1 from public.expense_items x where x.budget_id = p.id))));
  return budgets;
end;
$$;
comment on function public.runway_budgets_json(text, text) is
  'The months the caller''s runway reads, as JSON text [{"m", "c", "i": [[id, amount, date, name, kept_day], …], "e": [[id, amount, due_date, kept_day], …]}, …]: the budget owner''s months from first_month to last_month, and the latest earlier month with items (where a copy forward starts). Row-level security applies.';

-- An item's JSON with "keptDay" added when it has a kept day; exactly as it was when not.
create function public.with_kept_day(item json, kept_day smallint) returns json
language sql
immutable
parallel safe
as $$
  select case when kept_day is null then item
              else (item::jsonb || pg_catalog.jsonb_build_object('keptDay', kept_day))::json end
$$;
comment on function public.with_kept_day(json, smallint) is
  'An item''s JSON object with "keptDay" added when kept_day is not null, else unchanged.';
revoke execute on function public.with_kept_day(json, smallint) from public, anon;
grant execute on function public.with_kept_day(json, smallint) to authenticated, service_role;

-- The month's answer as in migration 20261127120000, each item with "keptDay" when it has one (the screen's own
-- runway projects months from these answers); an item without one reads exactly as before.
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
  left join lateral (select json_agg(public.with_kept_day(row_to_json(r), k.kept_day) order by r."sortOrder", r.id) as rows,
      json_agg(json_build_array(r.id, r.amount, r.date, r."isPaid", r.name) order by r."sortOrder", r.id) as compact
    from public.income_items k
    cross join lateral (select k.id, k.budget_id as "budgetId", k.name, k.amount, k.date, k.priority, k.category,
        k.is_paid as "isPaid", k.sort_order as "sortOrder", k.updated_by as "updatedBy") r
    where k.budget_id = b.id) income on true
  left join lateral (select json_agg(public.with_kept_day(row_to_json(r), k.kept_day) order by r."sortOrder", r.id) as rows,
      json_agg(json_build_array(r.id, r.amount, r."dueDate", r."isPaid") order by r."sortOrder", r.id) as compact
    from public.expense_items k
    cross join lateral (select k.id, k.budget_id as "budgetId", k.name, k.amount, k.due_date as "dueDate", k.priority,
        k.category, k.is_paid as "isPaid", k.sort_order as "sortOrder", k.updated_by as "updatedBy", k.note) r
    where k.budget_id = b.id) expense on true;
end;
$$;
