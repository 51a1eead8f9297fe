-- A copy forward keeps an expense's fixed due date (fixed_date, migration 20261209200000): the bill's date can't
-- move in the month it is copied into either. copy_budget_to_month as in migration 20261207100000, with fixed_date.
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
    (budget_id, user_id, name, amount, category, is_paid, due_date, kept_day, priority, sort_order, fixed_date)
  select target.id, e.user_id, e.name, e.amount, e.category, false,
         public.move_kept_date(e.due_date, e.kept_day, source.month, target_month),
         public.kept_day_in_month(e.due_date, e.kept_day, source.month, target_month),
         e.priority, e.sort_order, e.fixed_date
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
  'Copies a budget''s items into another month in one statement per table, as the caller (security invoker, RLS applies). Income whose id is a key of income_dates gets that date, or is not copied when the value is JSON null; every other item keeps the day it was given (move_kept_date, kept_day_in_month), an expense its fixed_date. Creates the target budget when missing; raises HW404 (not the caller''s), HW400 (no items) or HW409 (target has items). Records the copy in budget_copies (for undo_budget_copy). Returns the target budget id.';
