-- Operators in Supabase Studio (docs/operators.md): the schema `ops`, for the `postgres` role that Studio's SQL
-- editor and Table editor use, and never for the API roles: no usage on the schema, so nothing in it can be
-- reached through the Data API whatever a later grant says.

create schema ops;
comment on schema ops is
  'Operators'' tools for Supabase Studio (docs/operators.md): the people view, find_person, extend_trial, the jobs and the audit log. For the postgres role only; anon, authenticated and service_role have no usage.';
revoke all on schema ops from public, anon, authenticated, service_role;

-- The audit log ----------------------------------------------------------------------------------------------

create table ops.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  operator text not null,
  action text not null check (action ~ '^[a-z_]+$'),
  person_id uuid,
  person_email text,
  reason text,
  details jsonb not null default '{}'::jsonb
);
create index audit_log_person_email_idx on ops.audit_log (person_email, at);
comment on table ops.audit_log is
  'One row for every operator action taken through an ops function (who, what, when, why). Append-only: updates and deletes are refused.';
comment on column ops.audit_log.id is 'Order of the actions.';
comment on column ops.audit_log.at is 'When the action was taken (the transaction''s time).';
comment on column ops.audit_log.operator is
  'Who took it: the session setting ops.operator when set (set ops.operator = ''you@halfwise.app''), else the database role.';
comment on column ops.audit_log.action is
  'What was done: find_person, extend_trial, or a job requested: request_export, request_deletion, request_confirmation_mail, request_reset_mail, request_extend_trial.';
comment on column ops.audit_log.person_id is 'The person acted on (kept after their account is deleted: no foreign key).';
comment on column ops.audit_log.person_email is 'Their address at the time, or the address searched for.';
comment on column ops.audit_log.reason is 'Why, as the operator gave it (a support ticket, a request by mail).';
comment on column ops.audit_log.details is 'What changed or was asked, e.g. {"days": 7, "from": …, "to": …} for extend_trial.';

alter table ops.audit_log enable row level security;
create policy "audit_log: no API role" on ops.audit_log for all to anon, authenticated using (false) with check (false);

create function ops.refuse_audit_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'ops.audit_log is append-only' using errcode = '42501';
end;
$$;
comment on function ops.refuse_audit_change() is 'Trigger: refuses any update or delete of ops.audit_log.';
create trigger audit_log_append_only
before update or delete on ops.audit_log
for each row execute function ops.refuse_audit_change();

create function ops.operator() returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(btrim(current_setting('ops.operator', true)), ''), session_user::text)
$$;
comment on function ops.operator() is
  'Who the audit log names: the ops.operator setting of this session when set, else the database role (postgres in Studio).';

create function ops.audit(p_action text, p_person_id uuid, p_person_email text, p_reason text, p_details jsonb)
returns void
language sql
set search_path = ''
as $$
  insert into ops.audit_log (operator, action, person_id, person_email, reason, details)
  values (ops.operator(), p_action, p_person_id, p_person_email, nullif(btrim(p_reason), ''), coalesce(p_details, '{}'::jsonb))
$$;
comment on function ops.audit(text, uuid, text, text, jsonb) is
  'Writes one ops.audit_log row; every ops function that acts calls it in the same transaction as its change.';

create function ops.require_reason(p_reason text) returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_reason is null or btrim(p_reason) = '' then
    raise exception 'reason: Say why (a ticket or the request), it goes in ops.audit_log' using errcode = '22023';
  end if;
  return btrim(p_reason);
end;
$$;
comment on function ops.require_reason(text) is 'Refuses (22023) an empty reason; returns it trimmed.';

-- The people view --------------------------------------------------------------------------------------------

create view ops.people with (security_invoker = true) as
select
  p.id,
  p.email,
  u.created_at as created,
  u.last_sign_in_at as last_sign_in,
  u.email_confirmed_at as email_confirmed,
  p.trial_end_date as trial_end,
  p.card_optional_until,
  p.subscription_status,
  p.cancel_at_period_end,
  p.current_period_end,
  p.stripe_customer_id,
  hh.household,
  (select count(*) from public.budgets b where b.user_id = p.id) as months_budgeted,
  coalesce((r.bills_enabled or r.payday_enabled) and (r.push or r.email), false) as reminders_on
from public.profiles p
join auth.users u on u.id = p.id
left join public.reminder_settings r on r.user_id = p.id
left join lateral (
  select case
    when h.partner_id = p.id then 'partner of ' || coalesce(o.email, h.owner_id::text)
    when h.partner_id is not null then 'owner, partner ' || coalesce(pp.email, h.partner_id::text)
    else 'owner, no partner'
  end as household
  from public.households h
  left join public.profiles o on o.id = h.owner_id
  left join public.profiles pp on pp.id = h.partner_id
  where p.id in (h.owner_id, h.partner_id)
  -- A partner is on the owner's budget: that membership is the one to show.
  order by (h.partner_id is not distinct from p.id) desc
  limit 1
) hh on true;

comment on view ops.people is
  'Everyone with an account, one row each: what support asks first. Read-only; act through the ops functions.';
comment on column ops.people.id is 'The person''s id (auth.users.id and public.profiles.id).';
comment on column ops.people.email is 'Their sign-in address.';
comment on column ops.people.created is 'When they signed up.';
comment on column ops.people.last_sign_in is 'Their last sign-in (a refreshed session does not count).';
comment on column ops.people.email_confirmed is 'When their address was confirmed; null: never (a confirmation mail may be resent).';
comment on column ops.people.trial_end is
  'When the free trial ends (public.profiles.trial_end_date): 7 days after card setup with Stripe, or as extended by ops.extend_trial.';
comment on column ops.people.card_optional_until is
  'Until when they may use the app without a card (a former partner''s trial, or an ops.extend_trial); null: a card is asked for at once.';
comment on column ops.people.subscription_status is
  'trial (no card yet), setup_pending, trialing (Stripe trial), active, past_due, incomplete, cancelled or inactive (docs/billing.md).';
comment on column ops.people.cancel_at_period_end is 'Their subscription ends at current_period_end instead of renewing.';
comment on column ops.people.current_period_end is 'End of the paid period (or Stripe trial) now running.';
comment on column ops.people.stripe_customer_id is 'Their Stripe customer (cus_…), to open in the Stripe Dashboard; null: never gave a card.';
comment on column ops.people.household is
  'Their shared budget: "owner, partner <email>", "owner, no partner" (an invitation was made), "partner of <email>", or null (alone).';
comment on column ops.people.months_budgeted is 'How many months have a budget of theirs.';
comment on column ops.people.reminders_on is 'Whether bill or payday reminders are on with push or email (docs/reminders.md).';

-- Find a person ----------------------------------------------------------------------------------------------

create function ops.find_person(p_email text, p_reason text default null) returns setof ops.people
language plpgsql
set search_path = ''
as $$
declare
  v_found integer;
begin
  return query select * from ops.people where lower(email) = lower(btrim(p_email));
  get diagnostics v_found = row_count;
  perform ops.audit('find_person', null, lower(btrim(p_email)), p_reason, jsonb_build_object('found', v_found));
end;
$$;
comment on function ops.find_person(text, text) is
  'The ops.people row of the account with this address (any case, spaces trimmed); no row when there is none. Logged in ops.audit_log with the reason when given.';

-- Functions are executable by public unless revoked (a per-schema default cannot revoke it): none here may be.
revoke execute on all functions in schema ops from public;
