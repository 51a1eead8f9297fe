-- The calendar feed lists the bills of the budget its holder sees: a partner's link lists their household
-- owner's budget, as every other read of theirs does. The mapping of a person to the owner of the budget they
-- see now lives in one function, private.budget_owner_of, which public.budget_owner() (the signed-in caller's)
-- and the feed (a link's holder, read without a login) both use. A removed partner's household row no longer
-- names them, so their link falls back to their own budget at once.

create function private.budget_owner_of(p_person uuid) returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select h.owner_id from public.households h where h.partner_id = p_person), p_person);
$$;
comment on function private.budget_owner_of(uuid) is
  'The owner of the budget p_person sees: their household''s owner while they are its partner, else themselves.';
revoke execute on function private.budget_owner_of(uuid) from public, anon, authenticated;

create or replace function public.budget_owner() returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select private.budget_owner_of((select auth.uid()));
$$;

create or replace function public.calendar_feed_expenses(p_token_hash text, p_first_month text, p_last_month text)
returns table (id bigint, month text, name text, amount integer, due_date text, is_paid boolean)
language sql
stable
security definer
set search_path = ''
as $$
  with feed as (
    select private.budget_owner_of(f.user_id) as owner_id from public.calendar_feeds f where f.token_hash = p_token_hash
  )
  select e.id, b.month, e.name, e.amount, e.due_date, e.is_paid
  from feed
  join public.budgets b on b.user_id = feed.owner_id and b.month between p_first_month and p_last_month
  join public.expense_items e on e.budget_id = b.id and e.user_id = feed.owner_id
  order by b.month, e.sort_order, e.id
$$;
comment on function public.calendar_feed_expenses(text, text, text) is
  'The expenses of the budget that the holder of the feed whose secret hashes to p_token_hash sees (their household owner''s while they are a partner), in the months p_first_month..p_last_month (yyyy-MM); none for an unknown or revoked feed.';
