-- The calendar rules the server needs in SQL, written to agree with supabase/functions/_shared/budget-calendar.ts
-- (tests/api/budget-calendar-sql.test.ts compares them value by value), and copy-to-next-month as one set-based
-- function that runs as the caller, so row-level security still decides what may be read and written.

-- itemDay(): spec §3. The part after '/' when the value contains '/' (for 'MM/DD/YYYY' the day, up to the next
-- '/'), else the whole value; its digits are the day; no digits, day 0 or a day past 31 give 15.
create function public.item_day(value text) returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when digits = '' or length(digits) > 2 then 15
    when digits::integer between 1 and 31 then digits::integer
    else 15
  end
  from (
    select ltrim(
      regexp_replace(
        case when strpos(coalesce(value, ''), '/') > 0 then split_part(value, '/', 2) else coalesce(value, '') end,
        '[^0-9]', '', 'g'),
      '0') as digits
  ) as parsed
$$;
comment on function public.item_day(text) is
  'Day of a budget item''s date (spec §3): the digits after ''/'' or in the value, 15 when unreadable. Mirrors itemDay() in budget-calendar.ts.';

-- moveDateToMonth(): a value containing '/' becomes that day in the target month (clamped to its length) as
-- MM/DD/YYYY; a plain day number, any other text and null stay as they are.
create function public.move_date_to_month(value text, target_month text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when value is null or strpos(value, '/') = 0 then value
    else substr(target_month, 6, 2) || '/'
      || lpad(least(
           public.item_day(value),
           extract(day from (to_date(target_month || '-01', 'YYYY-MM-DD') + interval '1 month - 1 day'))::integer
         )::text, 2, '0')
      || '/' || substr(target_month, 1, 4)
  end
$$;
comment on function public.move_date_to_month(text, text) is
  'A budget item''s date moved into another month (yyyy-MM), keeping its day. Mirrors moveDateToMonth() in budget-calendar.ts.';

-- Errors are raised with SQLSTATEs of our own class 'HW' so the API can answer each with its own message:
-- HW404 the source budget is not the caller's (or does not exist), HW400 it has no items, HW409 the target month
-- already has items. Any of them rolls the whole request back.
create function public.copy_budget_to_month(source_id bigint, target_month text, target_year integer)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  source public.budgets%rowtype;
  target_id bigint;
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
  on conflict (user_id, month) do nothing;
  -- The row lock serialises copies into one month: the second one re-reads the items after the first commits.
  select id into target_id from public.budgets
  where user_id = source.user_id and month = target_month
  for update;

  if exists (select 1 from public.income_items where budget_id = target_id)
     or exists (select 1 from public.expense_items where budget_id = target_id) then
    raise exception 'The target month already has a budget' using errcode = 'HW409';
  end if;

  update public.budgets
  set carry_forward = source.carry_forward, future_goals_balance = source.future_goals_balance
  where id = target_id
    and (carry_forward, future_goals_balance) is distinct from (source.carry_forward, source.future_goals_balance);

  insert into public.income_items (budget_id, user_id, name, amount, date, description, priority, category, sort_order)
  select target_id, i.user_id, i.name, i.amount, public.move_date_to_month(i.date, target_month), i.description,
         i.priority, i.category, i.sort_order
  from public.income_items i
  where i.budget_id = source_id
  order by i.sort_order, i.id;

  insert into public.expense_items (budget_id, user_id, name, amount, category, is_paid, due_date, priority, sort_order)
  select target_id, e.user_id, e.name, e.amount, e.category, false, public.move_date_to_month(e.due_date, target_month),
         e.priority, e.sort_order
  from public.expense_items e
  where e.budget_id = source_id
  order by e.sort_order, e.id;

  return target_id;
end;
$$;
comment on function public.copy_budget_to_month(bigint, text, integer) is
  'Copies a budget''s items into another month in one statement per table, as the caller (security invoker, RLS applies). Creates the target budget when missing; raises HW404 (not the caller''s), HW400 (no items) or HW409 (target has items). Returns the target budget id.';

revoke execute on function public.item_day(text) from public, anon;
revoke execute on function public.move_date_to_month(text, text) from public, anon;
revoke execute on function public.copy_budget_to_month(bigint, text, integer) from public, anon;
grant execute on function public.item_day(text) to authenticated, service_role;
grant execute on function public.move_date_to_month(text, text) to authenticated, service_role;
grant execute on function public.copy_budget_to_month(bigint, text, integer) to authenticated, service_role;
