-- Opening money and copy forward under any pay schedule (docs/domain.md, "Pay schedules and sections").
-- Income shown as the month's bank balance or as money carried over is the money the month opens with: the
-- sections tell it apart by its name (core isOpeningMoney), so the short item lists that the sections and the
-- verdict are computed from now carry each income's name. And a copy leaves out a paycheck whose payday the target
-- month lacks (core copyDatesForward decides; the API passes such an income with a null date).

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

  -- A key whose value is JSON null is a paycheck the target month has no payday for: it is not copied.
  insert into public.income_items (budget_id, user_id, name, amount, date, description, priority, category, sort_order)
  select target.id, i.user_id, i.name, i.amount,
         case when income_dates ? i.id::text then income_dates ->> i.id::text
              else public.move_date_to_month(i.date, target_month) end,
         i.description, i.priority, i.category, i.sort_order
  from public.income_items i
  where i.budget_id = source_id
    and income_dates -> i.id::text is distinct from 'null'::jsonb
  order by i.sort_order, i.id;

  insert into public.expense_items (budget_id, user_id, name, amount, category, is_paid, due_date, priority, sort_order)
  select target.id, e.user_id, e.name, e.amount, e.category, false, public.move_date_to_month(e.due_date, target_month),
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
  'Copies a budget''s items into another month in one statement per table, as the caller (security invoker, RLS applies). Income whose id is a key of income_dates gets that date, or is not copied when the value is JSON null; every other item keeps its day (move_date_to_month). Creates the target budget when missing; raises HW404 (not the caller''s), HW400 (no items) or HW409 (target has items). Records the copy in budget_copies (for undo_budget_copy). Returns the target budget id.';

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
  left join lateral (select json_agg(r order by r."sortOrder", r.id) as rows,
      json_agg(json_build_array(r.id, r.amount, r.date, r."isPaid", r.name) order by r."sortOrder", r.id) as compact
    from (select i.id, i.budget_id as "budgetId", i.name, i.amount, i.date, i.priority, i.category,
        i.is_paid as "isPaid", i.sort_order as "sortOrder", i.updated_by as "updatedBy"
      from public.income_items i where i.budget_id = b.id) r) income on true
  left join lateral (select json_agg(r order by r."sortOrder", r.id) as rows,
      json_agg(json_build_array(r.id, r.amount, r."dueDate", r."isPaid") order by r."sortOrder", r.id) as compact
    from (select e.id, e.budget_id as "budgetId", e.name, e.amount, e.due_date as "dueDate", e.priority,
        e.category, e.is_paid as "isPaid", e.sort_order as "sortOrder", e.updated_by as "updatedBy"
      from public.expense_items e where e.budget_id = b.id) r) expense on true;
end;
$$;
comment on function public.budget_json(uuid, text) is
  'BudgetResponse''s budget (or null) and its income and expense items sorted by sort order then id, as JSON text (body); and {"c": carry-forward or null, "i": [[id, amount, date, is_paid, name], …], "e": [[id, amount, due_date, is_paid], …]} in the same order (items), for the sections and the verdict.';

create or replace function public.month_items_json(owner uuid, target_month text) returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  items text;
begin
  select json_build_object(
    'i', coalesce((select json_agg(json_build_array(i.id, i.amount, i.date, i.is_paid, i.name))
                   from public.income_items i where i.budget_id = b.id), '[]'::json),
    'e', coalesce((select json_agg(json_build_array(e.id, e.amount, e.due_date)) from public.expense_items e
                   where e.budget_id = b.id), '[]'::json))::text
  into items
  from public.budgets b
  where b.user_id = owner and b.month = target_month;
  return items;
end;
$$;
comment on function public.month_items_json(uuid, text) is
  'A month''s items as {"i": [[id, amount, date, is_paid, name], …], "e": [[id, amount, due_date], …]} (for the verdict on it), or null when the person has no budget for it.';
