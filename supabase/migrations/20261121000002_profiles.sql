-- public.profiles: the spec's `users` table. Supabase Auth owns the credentials; this row holds the rest and is
-- created by a trigger when auth.users gains a row.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  username text check (char_length(username) <= 100),
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  birthday date,
  stripe_customer_id text,
  stripe_subscription_id text,
  subscription_status text not null default 'trial' check (
    subscription_status in ('active', 'trialing', 'trial', 'setup_pending', 'cancelled', 'inactive', 'past_due', 'incomplete')
  ),
  trial_start_date timestamptz not null default now(),
  trial_end_date timestamptz not null default now() + interval '7 days',
  first_budget_month text not null default to_char(now() at time zone 'utc', 'YYYY-MM') check (
    first_budget_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'
  ),
  email_marketing_opt_in boolean not null default true,
  loops_contact_id text,
  last_email_event_date timestamptz,
  email_event_counts jsonb not null default '{}'::jsonb,
  last_active_date timestamptz default now(),
  onboarding_emails_sent boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index profiles_stripe_customer_id_key on public.profiles (stripe_customer_id);

comment on table public.profiles is 'One row per Supabase Auth user (the spec''s users table). Created by the on_auth_user_created trigger; deleted with the auth user.';
comment on column public.profiles.id is 'The auth.users id of the person.';
comment on column public.profiles.email is 'Copy of auth.users.email, kept in sync by the on_auth_user_email_changed trigger.';
comment on column public.profiles.stripe_customer_id is 'Stripe customer id (cus_…). Written by the server only.';
comment on column public.profiles.stripe_subscription_id is 'Stripe subscription id (sub_…). Written by the server only.';
comment on column public.profiles.subscription_status is 'Billing state: trial, trialing, setup_pending, active, past_due, incomplete, cancelled or inactive. Written by the server only.';
comment on column public.profiles.trial_start_date is 'When the free trial began (sign-up time). Written by the server only.';
comment on column public.profiles.trial_end_date is 'When the free trial ends, 7 days after sign-up. Written by the server only.';
comment on column public.profiles.first_budget_month is 'Sign-up month as yyyy-MM (UTC); months before it are disabled in the month strip.';
comment on column public.profiles.email_marketing_opt_in is 'Whether marketing email may be sent.';
comment on column public.profiles.loops_contact_id is 'Contact id in the Loops email service.';
comment on column public.profiles.last_email_event_date is 'When the last lifecycle email event was sent.';
comment on column public.profiles.email_event_counts is 'Count of lifecycle email events sent, keyed by event type.';
comment on column public.profiles.last_active_date is 'Last time the person used the app.';
comment on column public.profiles.onboarding_emails_sent is 'Whether the onboarding email sequence has started.';

create trigger profiles_set_updated_at
before update on public.profiles
for each row execute function private.set_updated_at();

-- Row-level security: a person reads and edits only their own profile, and only the personal columns.
alter table public.profiles enable row level security;
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant update (email, username, first_name, last_name, birthday, email_marketing_opt_in) on table public.profiles to authenticated;

create policy "profiles: owner reads" on public.profiles
for select to authenticated
using ((select auth.uid()) = id);

create policy "profiles: owner updates" on public.profiles
for update to authenticated
using ((select auth.uid()) = id)
with check ((select auth.uid()) = id);

-- Sign-up: create the profile. Names may arrive in the sign-up metadata (options.data in supabase-js).
create function private.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, email, first_name, last_name, first_budget_month, subscription_status, trial_start_date, trial_end_date)
  values (
    new.id,
    new.email,
    nullif(left(btrim(new.raw_user_meta_data ->> 'first_name'), 100), ''),
    nullif(left(btrim(new.raw_user_meta_data ->> 'last_name'), 100), ''),
    to_char(now() at time zone 'utc', 'YYYY-MM'),
    'trial',
    now(),
    now() + interval '7 days'
  );
  return new;
end;
$$;
revoke execute on function private.handle_new_user() from public;
comment on function private.handle_new_user() is 'Creates public.profiles for a new auth.users row: trial of 7 days, first budget month = sign-up month (UTC).';

create trigger on_auth_user_created
after insert on auth.users
for each row execute function private.handle_new_user();

create function private.sync_profile_email() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;
revoke execute on function private.sync_profile_email() from public;
comment on function private.sync_profile_email() is 'Copies a changed auth.users.email to public.profiles.email.';

create trigger on_auth_user_email_changed
after update of email on auth.users
for each row
when (old.email is distinct from new.email)
execute function private.sync_profile_email();
