-- The body of every budget answer (the budget and both item lists, sorted) as a plpgsql function, so that its
-- statement is planned once per connection, like pay_schedule_json and month_items_json beside it: sent inline,
-- it was parsed and planned again on every GET. Each row is written by row_to_json/json_agg of a row whose
-- columns carry the API's names, a fifth cheaper than a json_build_object call per row (same fields, in the same
-- order; no spaces inside a row). Runs as the caller (security invoker): row-level security decides. Each item
-- has the fields of the item routes' answers (budget-sql.ts itemJson); tests/api/items.test.ts compares the two.
create function public.budget_json(owner uuid, target_month text) returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  body text;
begin
  select json_build_object(
    'budget', (select row_to_json(r) from (select b.id, b.user_id as "userId", b.month, b.year,
        b.carry_forward as "carryForward", b.future_goals_balance as "futureGoalsBalance") r where b.id is not null),
    'incomeItems', coalesce((select json_agg(r order by r."sortOrder", r.id) from (select i.id,
        i.budget_id as "budgetId", i.name, i.amount, i.date, i.priority, i.category, i.is_paid as "isPaid",
        i.sort_order as "sortOrder", i.updated_by as "updatedBy" from public.income_items i
        where i.budget_id = b.id) r), '[]'::json),
    'expenseItems', coalesce((select json_agg(r order by r."sortOrder", r.id) from (select e.id,
        e.budget_id as "budgetId", e.name, e.amount, e.due_date as "dueDate", e.priority, e.category,
        e.is_paid as "isPaid", e.sort_order as "sortOrder", e.updated_by as "updatedBy" from public.expense_items e
        where e.budget_id = b.id) r), '[]'::json))::text
  into body
  from (values (1)) as one (x)
  left join public.budgets b on b.user_id = owner and b.month = target_month;
  return body;
end;
$$;
comment on function public.budget_json(uuid, text) is
  'BudgetResponse''s budget (or null) and its income and expense items sorted by sort order then id, as JSON text.';

revoke execute on function public.budget_json(uuid, text) from public, anon;
grant execute on function public.budget_json(uuid, text) to authenticated, service_role;
