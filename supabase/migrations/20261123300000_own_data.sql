-- Owning one's data: deleting the account, restoring an export, and a private calendar feed of bills.

-- Deleting the account ------------------------------------------------------------------------------------

-- Every row of the caller goes in one statement per kind: the auth user (whose foreign keys cascade to the
-- profile, budgets, items, goals, pay schedule, events, idempotency keys, calendar feed and sessions), the
-- contact messages that would otherwise outlive it with user_id set null, and what the server keeps about the
-- address alone (sign-up captures, failed logins, per-address rate-limit counters).
create function public.delete_own_account() returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_email text;
begin
  if v_user_id is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  select lower(email) into v_email from auth.users where id = v_user_id;

  delete from public.contact_messages where user_id = v_user_id;
  if v_email is not null then
    delete from public.email_captures where email = v_email;
    delete from private.login_failures where email = v_email;
    delete from private.rate_limit_hits
    where position(':email:' in key) > 0
      and substr(key, position(':email:' in key) + length(':email:')) = v_email;
  end if;
  delete from auth.users where id = v_user_id;
end;
$$;
revoke execute on function public.delete_own_account() from public, anon;
grant execute on function public.delete_own_account() to authenticated;
comment on function public.delete_own_account() is
  'Deletes the caller''s account: the auth user (cascading to every row that references it, sessions included), their contact messages, and the sign-up capture, failed logins and rate-limit counters of their address.';

-- Restoring an export --------------------------------------------------------------------------------------

-- first_budget_month has no update grant (the month strip starts there); an import may move it earlier so the
-- restored months can be opened, never later.
create function public.extend_first_budget_month(p_month text) returns text
language sql
security definer
set search_path = ''
as $$
  update public.profiles
  set first_budget_month = least(first_budget_month, p_month)
  where id = auth.uid() and p_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'
  returning first_budget_month
$$;
revoke execute on function public.extend_first_budget_month(text) from public, anon;
grant execute on function public.extend_first_budget_month(text) to authenticated;
comment on function public.extend_first_budget_month(text) is
  'Moves the caller''s first budget month back to p_month when that is earlier (an imported budget); never forward.';

-- The calendar feed ----------------------------------------------------------------------------------------

create table public.calendar_feeds (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);
comment on table public.calendar_feeds is
  'A person''s private calendar feed of bills (at most one). The secret in the feed''s address is never stored, only its hash.';
comment on column public.calendar_feeds.token_hash is 'sha256 (hex) of the secret in the feed URL.';

alter table public.calendar_feeds enable row level security;
revoke all on table public.calendar_feeds from anon, authenticated;
grant select, insert, delete on table public.calendar_feeds to authenticated;

create policy "calendar_feeds: owner reads" on public.calendar_feeds for select to authenticated
using ((select auth.uid()) = user_id);
create policy "calendar_feeds: owner creates" on public.calendar_feeds for insert to authenticated
with check ((select auth.uid()) = user_id);
create policy "calendar_feeds: owner deletes" on public.calendar_feeds for delete to authenticated
using ((select auth.uid()) = user_id);

-- The feed is fetched without a login: the hash of the secret is the only key, and it yields the expenses of
-- its owner alone, in the months asked for.
create function public.calendar_feed_expenses(p_token_hash text, p_first_month text, p_last_month text)
returns table (id bigint, month text, name text, amount integer, due_date text, is_paid boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select e.id, b.month, e.name, e.amount, e.due_date, e.is_paid
  from public.calendar_feeds f
  join public.budgets b on b.user_id = f.user_id and b.month between p_first_month and p_last_month
  join public.expense_items e on e.budget_id = b.id and e.user_id = f.user_id
  where f.token_hash = p_token_hash
  order by b.month, e.sort_order, e.id
$$;
revoke execute on function public.calendar_feed_expenses(text, text, text) from public;
grant execute on function public.calendar_feed_expenses(text, text, text) to anon, authenticated;
comment on function public.calendar_feed_expenses(text, text, text) is
  'The expenses of the feed whose secret hashes to p_token_hash, in the months p_first_month..p_last_month (yyyy-MM); none for an unknown or revoked feed.';

create function public.calendar_feed_exists(p_token_hash text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.calendar_feeds where token_hash = p_token_hash)
$$;
revoke execute on function public.calendar_feed_exists(text) from public;
grant execute on function public.calendar_feed_exists(text) to anon, authenticated;
comment on function public.calendar_feed_exists(text) is 'Whether a feed with this secret hash is on.';
