-- Budget together: a household is one owner and at most one partner, who reads and writes the owner's budgets,
-- goals, balance and pay schedule. Every owner-scoped policy grants a row through private.can_access(owner).
--
-- Shared (policies use can_access): budgets, income_items, expense_items, future_plans, pay_schedules,
-- budget_copies. Personal (policies unchanged): profiles (names reach the other member only through
-- household_json), calendar_feeds (a secret URL of one person), idempotency_keys (keyed by the caller),
-- email_events and conversion_events (the person's own records).

create table public.households (
  owner_id uuid primary key references public.profiles (id) on delete cascade,
  partner_id uuid unique references public.profiles (id) on delete set null,
  partner_joined_at timestamptz,
  created_at timestamptz not null default now(),
  check (partner_id is distinct from owner_id)
);
comment on table public.households is 'One owner and at most one partner sharing the owner''s budget. No partner: partner_id is null.';
comment on column public.households.partner_id is 'The active partner; set by accept_household_invitation, cleared by removal or leaving.';

create table public.household_invitations (
  id bigint generated always as identity primary key,
  owner_id uuid not null references public.households (owner_id) on delete cascade,
  email text not null check (char_length(email) between 3 and 320),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  created_at timestamptz not null default now()
);
create index household_invitations_owner_idx on public.household_invitations (owner_id, id);
comment on table public.household_invitations is 'Invitations to become an owner''s partner. Revoking deletes the row.';
comment on column public.household_invitations.email is 'The invited address, lower-cased; only its account may accept.';
comment on column public.household_invitations.token_hash is 'SHA-256 (hex) of the 256-bit secret in the /join link; the secret itself is never stored.';
comment on column public.household_invitations.accepted_at is 'When it was used; an invitation works once.';

-- The one rule of access: the owner, or the owner's active partner. Definer rights so that policies calling it
-- do not recurse into households' own policies; a fixed, empty search path so no caller can shadow a name.
create function private.can_access(owner uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select owner is not null and (
    owner = (select auth.uid())
    or exists (select 1 from public.households h where h.owner_id = owner and h.partner_id = (select auth.uid())));
$$;
comment on function private.can_access(uuid) is 'True for the owner and for the owner''s active partner; the test of every owner-scoped policy.';
revoke execute on function private.can_access(uuid) from public;
grant usage on schema private to authenticated;
grant execute on function private.can_access(uuid) to authenticated;

-- Whose budget the caller works on: the owner whose partner they are, else their own.
create function public.budget_owner() returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select h.owner_id from public.households h where h.partner_id = (select auth.uid())), (select auth.uid()));
$$;
comment on function public.budget_owner() is 'The owner of the budget the caller sees: their household''s owner when they are a partner, else themselves.';
revoke execute on function public.budget_owner() from public, anon;
grant execute on function public.budget_owner() to authenticated, service_role;

-- Policies: drop the owner-only ones and grant through can_access.
do $$
declare
  t text;
begin
  foreach t in array array['budgets', 'income_items', 'expense_items', 'future_plans', 'pay_schedules', 'budget_copies'] loop
    execute format('drop policy "%1$s: owner reads" on public.%1$I', t);
    execute format('drop policy "%1$s: owner inserts" on public.%1$I', t);
    execute format('drop policy "%1$s: owner updates" on public.%1$I', t);
    execute format('drop policy "%1$s: owner deletes" on public.%1$I', t);
    execute format('create policy "%1$s: household reads" on public.%1$I for select to authenticated using (private.can_access(user_id))', t);
    execute format('create policy "%1$s: household inserts" on public.%1$I for insert to authenticated with check (private.can_access(user_id))', t);
    execute format('create policy "%1$s: household updates" on public.%1$I for update to authenticated using (private.can_access(user_id)) with check (private.can_access(user_id))', t);
    execute format('create policy "%1$s: household deletes" on public.%1$I for delete to authenticated using (private.can_access(user_id))', t);
  end loop;
end $$;

-- A new item belongs to its budget's owner whoever adds it (the partner adds to the owner's budget). The budget
-- is read as the caller, so a budget they may not see leaves user_id as it was and the foreign key refuses it.
create function private.item_owner_from_budget() returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  budget_owner uuid;
begin
  select b.user_id into budget_owner from public.budgets b where b.id = new.budget_id;
  if found then
    new.user_id := budget_owner;
  end if;
  return new;
end;
$$;
revoke execute on function private.item_owner_from_budget() from public;
grant execute on function private.item_owner_from_budget() to authenticated;
create trigger income_items_owner_from_budget before insert on public.income_items
for each row execute function private.item_owner_from_budget();
create trigger expense_items_owner_from_budget before insert on public.expense_items
for each row execute function private.item_owner_from_budget();

-- Who last changed an item or goal: the signed-in caller of the write (null when the server wrote it).
alter table public.income_items add column updated_by uuid references auth.users (id) on delete set null;
alter table public.expense_items add column updated_by uuid references auth.users (id) on delete set null;
alter table public.future_plans add column updated_by uuid references auth.users (id) on delete set null;
comment on column public.income_items.updated_by is 'Who last created or changed the item (from the JWT claims).';
comment on column public.expense_items.updated_by is 'Who last created or changed the item (from the JWT claims).';
comment on column public.future_plans.updated_by is 'Who last created or changed the goal (from the JWT claims).';

create function private.set_updated_by() returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.updated_by := coalesce((select auth.uid()), case when tg_op = 'UPDATE' then old.updated_by else new.updated_by end);
  return new;
end;
$$;
revoke execute on function private.set_updated_by() from public;
grant execute on function private.set_updated_by() to authenticated;
create trigger income_items_set_updated_by before insert or update on public.income_items
for each row execute function private.set_updated_by();
create trigger expense_items_set_updated_by before insert or update on public.expense_items
for each row execute function private.set_updated_by();
create trigger future_plans_set_updated_by before insert or update on public.future_plans
for each row execute function private.set_updated_by();

-- Households and invitations: members read their household; the owner reads and manages its invitations.
-- Joining, leaving and removal go through the definer functions below, which check who may do what.
alter table public.households enable row level security;
alter table public.household_invitations enable row level security;
revoke all on table public.households, public.household_invitations from anon, authenticated;
grant select on table public.households to authenticated;
grant insert (owner_id) on table public.households to authenticated;
grant select, delete on table public.household_invitations to authenticated;
grant insert (owner_id, email, token_hash) on table public.household_invitations to authenticated;

create policy "households: members read" on public.households for select to authenticated
using ((select auth.uid()) in (owner_id, partner_id));
create policy "households: owner creates" on public.households for insert to authenticated
with check ((select auth.uid()) = owner_id);
create policy "household_invitations: owner reads" on public.household_invitations for select to authenticated
using ((select auth.uid()) = owner_id);
create policy "household_invitations: owner invites" on public.household_invitations for insert to authenticated
with check ((select auth.uid()) = owner_id);
create policy "household_invitations: owner revokes" on public.household_invitations for delete to authenticated
using ((select auth.uid()) = owner_id);

-- Accepting: the invitation must exist, be unused, unexpired and addressed to the caller's email; the caller must
-- not be in a household already, and the owner must have no partner. HW404 for any invitation the caller cannot
-- use (no hint which), HW409 when either side is taken.
create function public.accept_household_invitation(token_hash text) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  invitation public.household_invitations%rowtype;
begin
  if caller is null then
    raise exception 'Not found' using errcode = 'HW404';
  end if;
  select i.* into invitation from public.household_invitations i
  where i.token_hash = accept_household_invitation.token_hash
    and i.accepted_at is null and i.expires_at > now()
    and i.email = (select lower(p.email) from public.profiles p where p.id = caller)
  for update;
  if not found or invitation.owner_id = caller then
    raise exception 'Not found' using errcode = 'HW404';
  end if;
  -- Neither side may already be in a household as the other kind (a partner's invitation is void while they are one).
  if exists (select 1 from public.households h where h.partner_id in (caller, invitation.owner_id))
     or exists (select 1 from public.households h where h.owner_id = caller and h.partner_id is not null) then
    raise exception 'You already share a budget' using errcode = 'HW409';
  end if;
  update public.households set partner_id = caller, partner_joined_at = now()
  where owner_id = invitation.owner_id and partner_id is null;
  if not found then
    raise exception 'This budget is already shared' using errcode = 'HW409';
  end if;
  update public.household_invitations set accepted_at = now() where id = invitation.id;
  return invitation.owner_id;
end;
$$;
comment on function public.accept_household_invitation(text) is
  'Makes the caller the partner of the invitation''s owner. Raises HW404 (no usable invitation for the caller) or HW409 (already in a household, or the owner already has a partner). Returns the owner id.';

-- Ends the partnership: the owner removes `partner`, or the partner (partner = themselves) leaves.
create function public.end_household_partnership(partner uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.households h set partner_id = null, partner_joined_at = null
  where h.partner_id = end_household_partnership.partner
    and (select auth.uid()) in (h.owner_id, h.partner_id);
  if not found then
    raise exception 'Not found' using errcode = 'HW404';
  end if;
end;
$$;
comment on function public.end_household_partnership(uuid) is
  'Ends a partnership: allowed to its owner and to the partner. Raises HW404 when the caller is neither.';

-- What GET /api/household shows: owner and partner with their names, and (to the owner) pending invitations.
create function public.household_json() returns json
language sql
stable
security definer
set search_path = ''
as $$
  with me as (select (select auth.uid()) as id),
  home as (
    select coalesce((select h.owner_id from public.households h, me where h.partner_id = me.id), (select id from me)) as owner_id
  ),
  person as (
    select p.id, json_build_object('id', p.id, 'firstName', p.first_name, 'lastName', p.last_name, 'email', p.email) as body
    from public.profiles p
  )
  select json_build_object(
    'owner', (select o.body from person o, home where o.id = home.owner_id),
    'ownerSubscriptionStatus', (select p.subscription_status from public.profiles p, home where p.id = home.owner_id),
    'ownerTrialEndDate', (select p.trial_end_date from public.profiles p, home where p.id = home.owner_id),
    'members', coalesce((select json_agg(m.body order by m.id = home.owner_id desc)
                         from person m, home
                         where m.id = home.owner_id
                            or m.id = (select h.partner_id from public.households h where h.owner_id = home.owner_id)),
                        '[]'::json),
    'invitations', coalesce((select json_agg(json_build_object('id', i.id, 'email', i.email, 'expiresAt', i.expires_at) order by i.id)
                             from public.household_invitations i, me, home
                             where i.owner_id = me.id and home.owner_id = me.id
                               and i.accepted_at is null and i.expires_at > now()),
                            '[]'::json))
  from me where me.id is not null;
$$;
comment on function public.household_json() is
  'The caller''s household: owner, members (owner first) with names, the owner''s subscription status and trial end, and, for the owner, unused unexpired invitations.';

revoke execute on function public.accept_household_invitation(text) from public, anon;
revoke execute on function public.end_household_partnership(uuid) from public, anon;
revoke execute on function public.household_json() from public, anon;
grant execute on function public.accept_household_invitation(text) to authenticated;
grant execute on function public.end_household_partnership(uuid) to authenticated;
grant execute on function public.household_json() to authenticated;
