-- GET /api/runway's months in one plpgsql function, so their statement is planned once per connection as
-- budget_json's is, instead of on every request.
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
      'i', coalesce((select json_agg(json_build_array(i.id, i.amount, i.date, i.name)) from public.income_items i
                     where i.budget_id = b.id), '[]'::json),
      'e', coalesce((select json_agg(json_build_array(e.id, e.amount, e.due_date)) from public.expense_items e
                     where e.budget_id = b.id), '[]'::json))), '[]'::json)::text
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
  'The months the caller''s runway reads, as JSON text [{"m", "c", "i": [[id, amount, date, name], …], "e": [[id, amount, due_date], …]}, …]: the budget owner''s months from first_month to last_month, and the latest earlier month with items (where a copy forward starts). Row-level security applies.';
revoke execute on function public.runway_budgets_json(text, text) from public, anon;
grant execute on function public.runway_budgets_json(text, text) to authenticated, service_role;
