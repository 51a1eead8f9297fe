-- Reminders (docs/reminders.md): each person's settings, their devices' push subscriptions, and the record of
-- every reminder sent, unique per person, bill (or payday), date and channel so nothing is sent twice.

create table public.reminder_settings (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  bills_enabled boolean not null default false,
  days_before integer not null default 1 check (days_before between 0 and 7),
  remind_at text not null default '09:00' check (remind_at ~ '^([01][0-9]|2[0-3]):(00|15|30|45)$'),
  payday_enabled boolean not null default false,
  push boolean not null default false,
  email boolean not null default false,
  time_zone text not null default 'UTC' check (char_length(time_zone) between 1 and 64),
  updated_at timestamptz not null default now()
);
comment on table public.reminder_settings is 'What a person chose for their reminders; no row means all off (the defaults).';
comment on column public.reminder_settings.days_before is 'Bills are reminded this many days before they are due (0 = on the day).';
comment on column public.reminder_settings.remind_at is 'Local time of day HH:MM, on a quarter hour (the reminders function runs every 15 minutes).';
comment on column public.reminder_settings.time_zone is 'IANA time zone the time is read in, e.g. America/Los_Angeles.';

create trigger reminder_settings_set_updated_at before update on public.reminder_settings
for each row execute function private.set_updated_at();

alter table public.reminder_settings enable row level security;
revoke all on table public.reminder_settings from anon, authenticated;
grant select, insert, update, delete on table public.reminder_settings to authenticated;
create policy "reminder_settings: owner reads" on public.reminder_settings for select to authenticated
using ((select auth.uid()) = user_id);
create policy "reminder_settings: owner inserts" on public.reminder_settings for insert to authenticated
with check ((select auth.uid()) = user_id);
create policy "reminder_settings: owner updates" on public.reminder_settings for update to authenticated
using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "reminder_settings: owner deletes" on public.reminder_settings for delete to authenticated
using ((select auth.uid()) = user_id);

create table public.push_subscriptions (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  endpoint text not null check (char_length(endpoint) between 8 and 2000),
  p256dh text not null check (char_length(p256dh) between 16 and 200),
  auth text not null check (char_length(auth) between 16 and 200),
  created_at timestamptz not null default now(),
  unique (user_id, endpoint)
);
create index push_subscriptions_endpoint_idx on public.push_subscriptions (endpoint);
comment on table public.push_subscriptions is 'One row per device a person subscribed to push reminders (the browser''s PushSubscription).';
comment on column public.push_subscriptions.endpoint is 'The push service URL; https, or a host the server allows (PUSH_ENDPOINT_HOSTS).';

alter table public.push_subscriptions enable row level security;
revoke all on table public.push_subscriptions from anon, authenticated;
grant select, insert, update, delete on table public.push_subscriptions to authenticated;
create policy "push_subscriptions: owner reads" on public.push_subscriptions for select to authenticated
using ((select auth.uid()) = user_id);
create policy "push_subscriptions: owner inserts" on public.push_subscriptions for insert to authenticated
with check ((select auth.uid()) = user_id);
create policy "push_subscriptions: owner updates" on public.push_subscriptions for update to authenticated
using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "push_subscriptions: owner deletes" on public.push_subscriptions for delete to authenticated
using ((select auth.uid()) = user_id);

-- Written only by the reminders function, in the transaction that decides to send: a second pass (or one that
-- overlaps) finds the key taken and sends nothing; a pass that dies before committing leaves no record.
create table public.sent_reminders (
  user_id uuid not null references auth.users (id) on delete cascade,
  subject text not null check (subject ~ '^(expense:[0-9]+|payday)$'),
  due_date date not null,
  channel text not null check (channel in ('push', 'email')),
  sent_at timestamptz not null default now(),
  primary key (user_id, subject, due_date, channel)
);
comment on table public.sent_reminders is 'Each reminder sent: to whom, about what (expense:<id> or payday), for which date, on which channel.';

alter table public.sent_reminders enable row level security;
revoke all on table public.sent_reminders from anon, authenticated;
grant select on table public.sent_reminders to authenticated;
create policy "sent_reminders: owner reads" on public.sent_reminders for select to authenticated
using ((select auth.uid()) = user_id);

-- The secret of each person's unsubscribe link (the link works without signing in). Server-only.
create table private.reminder_unsubscribe_tokens (
  user_id uuid primary key references auth.users (id) on delete cascade,
  token uuid not null unique default gen_random_uuid()
);
alter table private.reminder_unsubscribe_tokens enable row level security;
revoke all on table private.reminder_unsubscribe_tokens from public, anon, authenticated;

-- The link in a reminder email turns reminder emails off for its owner; true when the token was known.
create function public.unsubscribe_reminder_emails(p_token uuid) returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with owner as (select t.user_id from private.reminder_unsubscribe_tokens t where t.token = p_token),
  changed as (
    update public.reminder_settings s set email = false from owner where s.user_id = owner.user_id returning 1
  )
  select exists (select 1 from owner)
$$;
revoke execute on function public.unsubscribe_reminder_emails(uuid) from public;
grant execute on function public.unsubscribe_reminder_emails(uuid) to anon, authenticated;
comment on function public.unsubscribe_reminder_emails(uuid) is
  'Turns reminder emails off for the owner of the unsubscribe token; whether the token was known.';

-- The calendar feed's alarms use the feed owner's lead time and time of day (the defaults without settings).
create function public.calendar_feed_alarm(p_token_hash text) returns table (days_before integer, remind_at text)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(s.days_before, 1), coalesce(s.remind_at, '09:00')
  from public.calendar_feeds f
  left join public.reminder_settings s on s.user_id = f.user_id
  where f.token_hash = p_token_hash
$$;
revoke execute on function public.calendar_feed_alarm(text) from public;
grant execute on function public.calendar_feed_alarm(text) to anon, authenticated;
comment on function public.calendar_feed_alarm(text) is
  'The lead time (days) and local time of day of the alarms in the feed whose secret hashes to p_token_hash.';

-- Production: pg_cron calls the reminders function every 15 minutes through pg_net, with the project URL and
-- the service-role key kept in Vault (secrets `project_url` and `service_role_key`, docs/reminders.md). Where
-- either extension is missing (the local stack, the tests) this does nothing: the local stack calls the
-- function itself.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net;
    perform cron.schedule(
      'halfwise-reminders',
      '*/15 * * * *',
      $cron$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/reminders',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
          ),
          body := '{}'::jsonb,
          timeout_milliseconds := 60000
        )
      $cron$
    );
  end if;
exception when others then
  -- pg_cron installed but not preloaded, or no right to create extensions: reminders are scheduled by hand.
  raise notice 'reminders schedule not created: %', sqlerrm;
end
$$;
