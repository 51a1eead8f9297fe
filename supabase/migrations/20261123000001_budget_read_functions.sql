-- The pay schedule and a month's items as the budget read wants them, as plpgsql functions: their statements are
-- planned once per connection and then reused, where the same subqueries inlined in the read's one statement were
-- planned again on every request (the read is sent without parameters, so it has no prepared plan).
-- Both run as the caller (security invoker), so row-level security decides what they see.

create function public.pay_schedule_json(owner uuid) returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  schedule text;
begin
  select json_strip_nulls(json_build_object('kind', s.kind, 'days', s.days, 'anchor', s.anchor, 'day', s.day))::text
  into schedule
  from public.pay_schedules s
  where s.user_id = owner;
  return schedule;
end;
$$;
comment on function public.pay_schedule_json(uuid) is
  'The person''s pay schedule as the API shows it (only its kind''s fields), or null when they have none (the default).';

create function public.month_items_json(owner uuid, target_month text) returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  items text;
begin
  select json_build_object(
    'i', coalesce((select json_agg(json_build_array(i.id, i.amount, i.date)) from public.income_items i
                   where i.budget_id = b.id), '[]'::json),
    'e', coalesce((select json_agg(json_build_array(e.id, e.amount, e.due_date)) from public.expense_items e
                   where e.budget_id = b.id), '[]'::json))::text
  into items
  from public.budgets b
  where b.user_id = owner and b.month = target_month;
  return items;
end;
$$;
comment on function public.month_items_json(uuid, text) is
  'A month''s items as {"i": [[id, amount, date], …], "e": [[id, amount, due_date], …]} (for the verdict on it), or null when the person has no budget for it.';

revoke execute on function public.pay_schedule_json(uuid) from public, anon;
revoke execute on function public.month_items_json(uuid, text) from public, anon;
grant execute on function public.pay_schedule_json(uuid) to authenticated, service_role;
grant execute on function public.month_items_json(uuid, text) to authenticated, service_role;
