-- Data that expires (docs/database.md "Retention"): every table that grows with traffic loses its expired rows on
-- a schedule. private.purge_jobs() lists each table's job and its cron schedule (UTC); private.purge_expired(table)
-- deletes exactly that table's expired rows. pg_cron runs each job where it is loaded (Supabase); the local
-- stack reads the same list and runs the same function on the same schedule (supabase/local/purge-schedule.ts).

create function private.purge_jobs() returns table (job_name text, table_name text, schedule text)
language sql
immutable
set search_path = ''
as $$
  values
    ('halfwise-purge-rate-limit-hits', 'private.rate_limit_hits', '5 * * * *'),
    ('halfwise-purge-login-failures', 'private.login_failures', '10 * * * *'),
    ('halfwise-purge-idempotency-keys', 'public.idempotency_keys', '20 * * * *'),
    ('halfwise-purge-password-reset-tokens', 'public.password_reset_tokens', '25 3 * * *'),
    ('halfwise-purge-household-invitations', 'public.household_invitations', '30 3 * * *'),
    ('halfwise-purge-email-captures', 'public.email_captures', '35 3 * * *'),
    ('halfwise-purge-sent-reminders', 'public.sent_reminders', '40 3 * * *'),
    ('halfwise-purge-runway-apply-undos', 'public.runway_apply_undos', '45 3 * * *'),
    ('halfwise-purge-stripe-events', 'public.stripe_events', '50 3 * * *'),
    ('halfwise-purge-email-events', 'public.email_events', '55 3 * * *'),
    ('halfwise-purge-conversion-events', 'public.conversion_events', '0 4 * * *'),
    ('halfwise-purge-contact-messages', 'public.contact_messages', '5 4 * * *')
$$;
comment on function private.purge_jobs() is
  'Each table that grows with traffic: the pg_cron job that purges it and the job''s schedule (cron, UTC).';

-- The periods and their reasons are docs/database.md's retention table; change both together.
create function private.purge_expired(p_table text) returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_deleted bigint;
begin
  case p_table
    when 'private.rate_limit_hits' then
      delete from private.rate_limit_hits where window_start < now() - interval '1 day';
    when 'private.login_failures' then
      delete from private.login_failures where last_failed_at < now() - interval '1 day';
    when 'public.idempotency_keys' then
      delete from public.idempotency_keys where created_at < now() - interval '48 hours';
    when 'public.password_reset_tokens' then
      delete from public.password_reset_tokens where expires_at < now();
    when 'public.household_invitations' then
      delete from public.household_invitations
      where coalesce(accepted_at, expires_at) < now() - interval '30 days';
    when 'public.email_captures' then
      delete from public.email_captures where last_seen_at < now() - interval '30 days';
    when 'public.sent_reminders' then
      delete from public.sent_reminders where due_date < (now() at time zone 'UTC')::date - 30;
    when 'public.runway_apply_undos' then
      delete from public.runway_apply_undos where created_at < now() - interval '30 days';
    when 'public.stripe_events' then
      delete from public.stripe_events where processed_at < now() - interval '30 days';
    when 'public.email_events' then
      delete from public.email_events where created_at < now() - interval '1 year';
    when 'public.conversion_events' then
      delete from public.conversion_events where created_at < now() - interval '90 days';
    when 'public.contact_messages' then
      delete from public.contact_messages where created_at < now() - interval '1 year';
    else
      raise exception 'purge_expired: no retention for %', p_table using errcode = '22023';
  end case;
  get diagnostics v_deleted = row_count;
  return v_deleted;
end;
$$;
revoke execute on function private.purge_expired(text) from public, anon, authenticated, service_role;
revoke execute on function private.purge_jobs() from public, anon, authenticated, service_role;
comment on function private.purge_expired(text) is
  'Deletes the expired rows of one table of private.purge_jobs() (periods: docs/database.md) and answers how many. Database owner only.';

comment on table public.idempotency_keys is
  'The first answer to each Idempotency-Key per caller: answered again for 24 hours, deleted after 48 (private.purge_expired).';

-- One pg_cron job per table, only where pg_cron is loaded: a cluster that has the package but does not preload
-- it (Debian's postgresql-15-cron, the local stack, the tests) gets nothing here, and the local stack runs the
-- purges itself.
do $$
declare
  v_job record;
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and (exists (select 1 from pg_extension where extname = 'pg_cron')
          or current_setting('shared_preload_libraries') ~ '(^|[ ,])pg_cron($|[ ,])') then
    create extension if not exists pg_cron;
    for v_job in select * from private.purge_jobs() loop
      perform cron.schedule(v_job.job_name, v_job.schedule,
        format('select private.purge_expired(%L)', v_job.table_name));
    end loop;
  end if;
end
$$;
