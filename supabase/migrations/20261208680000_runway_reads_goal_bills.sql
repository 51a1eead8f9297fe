-- GET /api/runway's months as in migration 20261207100000, each expense with its goal last, so the runway leaves a
-- goal's bill out while the goals' set-asides are in the budget (docs/domain.md "The runway").
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
      'e', coalesce((select json_agg(json_build_array(e.id, e.amount, e.due_date, e.kept_day, e.goal_id))
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
  'The months the caller''s runway reads, as JSON text [{"m", "c", "i": [[id, amount, date, name, kept_day], …], "e": [[id, amount, due_date, kept_day, goal_id], …]}, …]: the budget owner''s months from first_month to last_month, and the latest earlier month with items (where a copy forward starts). Row-level security applies.';
