-- month_items_json as in migration 20261126100000, each expense with its goal last (its paid flag and name null), so
-- the verdict leaves next month's goal bills out of the need while the goals' set-asides are in the budget
-- (docs/domain.md "Goals funded by paycheck").
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
    'e', coalesce((select json_agg(json_build_array(e.id, e.amount, e.due_date, null, null, e.goal_id))
                   from public.expense_items e where e.budget_id = b.id), '[]'::json))::text
  into items
  from public.budgets b
  where b.user_id = owner and b.month = target_month;
  return items;
end;
$$;
comment on function public.month_items_json(uuid, text) is
  'A month''s items as {"i": [[id, amount, date, is_paid, name], …], "e": [[id, amount, due_date, null, null, goal_id], …]} (for the verdict on it), or null when the person has no budget for it.';
