-- The body of every budget answer (the budget and both item lists, sorted) as a plpgsql function, so that its
-- statement is planned once per connection, like pay_schedule_json and month_items_json beside it: sent inline,
-- it was parsed and planned again on every GET. Runs as the caller (security invoker): row-level security
-- decides. Each item has the fields of the item routes' answers (budget-sql.ts itemJson); tests/api/items.test.ts
-- compares the two.
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
    'budget', case when b.id is null then null else json_build_object('id', b.id, 'userId', b.user_id,
      'month', b.month, 'year', b.year, 'carryForward', b.carry_forward,
      'futureGoalsBalance', b.future_goals_balance) end,
    'incomeItems', coalesce((select json_agg(json_build_object('id', i.id, 'budgetId', i.budget_id,
        'name', i.name, 'amount', i.amount, 'date', i.date, 'priority', i.priority, 'category', i.category,
        'isPaid', i.is_paid, 'sortOrder', i.sort_order, 'updatedBy', i.updated_by) order by i.sort_order, i.id)
      from public.income_items i where i.budget_id = b.id), '[]'::json),
    'expenseItems', coalesce((select json_agg(json_build_object('id', e.id, 'budgetId', e.budget_id,
        'name', e.name, 'amount', e.amount, 'dueDate', e.due_date, 'priority', e.priority, 'category', e.category,
        'isPaid', e.is_paid, 'sortOrder', e.sort_order, 'updatedBy', e.updated_by) order by e.sort_order, e.id)
      from public.expense_items e where e.budget_id = b.id), '[]'::json))::text
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
