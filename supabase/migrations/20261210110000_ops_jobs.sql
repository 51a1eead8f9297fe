-- Operators' requests that need an Edge Function (Stripe, mail, the export file): each is a row in ops.jobs that
-- the `ops-jobs` function carries out within a minute (pg_cron every minute in production, the local stack's
-- timer locally). docs/operators.md "Jobs".

create table ops.jobs (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('export', 'deletion', 'confirmation_mail', 'reset_mail', 'extend_trial')),
  person_id uuid not null,
  person_email text not null,
  reason text not null,
  requested_by text not null,
  requested_at timestamptz not null default now(),
  state text not null default 'queued' check (state in ('queued', 'running', 'done', 'failed')),
  attempts integer not null default 0,
  started_at timestamptz,
  finished_at timestamptz,
  error text,
  export_location text,
  trial_end timestamptz check ((kind = 'extend_trial') = (trial_end is not null))
);
create index jobs_open_idx on ops.jobs (id) where state in ('queued', 'running');
create unique index jobs_one_open_per_kind on ops.jobs (person_id, kind) where state in ('queued', 'running');
comment on table ops.jobs is
  'Operators'' requests carried out by the ops-jobs Edge Function within a minute: a data export, an account deletion, a resent confirmation or reset mail, a Stripe trial extended. Made by the ops.request_* functions, ops.resend_mail and ops.extend_trial.';
comment on column ops.jobs.id is 'The job''s number, as the request function answered it.';
comment on column ops.jobs.kind is 'export, deletion, confirmation_mail, reset_mail or extend_trial (a Stripe trial).';
comment on column ops.jobs.person_id is 'Whom it is for (kept after a deletion: no foreign key).';
comment on column ops.jobs.person_email is 'Their address when it was requested.';
comment on column ops.jobs.reason is 'Why, as the operator gave it.';
comment on column ops.jobs.requested_by is 'The operator (ops.operator()) who asked.';
comment on column ops.jobs.requested_at is 'When it was asked for.';
comment on column ops.jobs.state is
  'queued (waiting for the next run), running (a run took it; taken again after 10 minutes, 3 tries in all), done, or failed (see error).';
comment on column ops.jobs.attempts is 'How many runs have taken it.';
comment on column ops.jobs.started_at is 'When the last run took it.';
comment on column ops.jobs.finished_at is 'When it ended, done or failed.';
comment on column ops.jobs.error is 'Why it failed (the last attempt''s error).';
comment on column ops.jobs.trial_end is
  'For extend_trial: the new end of the Stripe trial (set on the subscription; the webhook brings it to the profile).';
comment on column ops.jobs.export_location is
  'For a done export: where the file is (a row of ops.export_files): select file_name, content from ops.export_files where job_id = <id>.';

alter table ops.jobs enable row level security;
create policy "jobs: no API role" on ops.jobs for all to anon, authenticated using (false) with check (false);

create table ops.export_files (
  job_id bigint primary key references ops.jobs (id) on delete cascade,
  file_name text not null,
  content text not null,
  created_at timestamptz not null default now()
);
comment on table ops.export_files is
  'Data export files made for operators: the same JSON file a person downloads from Settings. Delete the row once it is sent; each ops-jobs run deletes files older than 7 days.';
comment on column ops.export_files.job_id is 'The export job that made it.';
comment on column ops.export_files.file_name is 'The name to send it under: halfwise-YYYY-MM-DD.json.';
comment on column ops.export_files.content is 'The file, JSON text exactly as GET /api/export answers it.';
comment on column ops.export_files.created_at is 'When it was made.';

alter table ops.export_files enable row level security;
create policy "export_files: no API role" on ops.export_files for all to anon, authenticated using (false) with check (false);

-- Requests ---------------------------------------------------------------------------------------------------

create function ops.request_job(p_kind text, p_email text, p_reason text, p_trial_end timestamptz default null)
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  v_reason text := ops.require_reason(p_reason);
  v_user auth.users%rowtype;
  v_job bigint;
begin
  select * into v_user from auth.users where lower(email) = lower(btrim(p_email));
  if not found then
    raise exception 'email: No account has this address' using errcode = 'P0002';
  end if;
  if p_kind = 'confirmation_mail' and v_user.email_confirmed_at is not null then
    raise exception 'email: This address is confirmed already; send a reset mail if they cannot sign in'
      using errcode = '22023';
  end if;
  select id into v_job from ops.jobs where person_id = v_user.id and kind = p_kind and state in ('queued', 'running');
  if found then
    raise exception 'email: This request is already queued as job %', v_job using errcode = '23505';
  end if;
  insert into ops.jobs (kind, person_id, person_email, reason, requested_by, trial_end)
  values (p_kind, v_user.id, v_user.email, v_reason, ops.operator(), p_trial_end)
  returning id into v_job;
  perform ops.audit('request_' || p_kind, v_user.id, v_user.email, v_reason,
    jsonb_strip_nulls(jsonb_build_object('job', v_job, 'to', p_trial_end)));
  return v_job;
end;
$$;
comment on function ops.request_job(text, text, text, timestamptz) is
  'Queues a job of p_kind for the account with address p_email and logs it. Refuses an empty reason, an unknown address, a second open job of the same kind for the same person, and a confirmation mail to a confirmed address. Called by the request functions below.';

create function ops.request_export(p_email text, p_reason text) returns bigint
language sql
set search_path = ''
as $$ select ops.request_job('export', p_email, p_reason) $$;
comment on function ops.request_export(text, text) is
  'Asks for the person''s data export (the file they would download from Settings); answers the job id. Within a minute ops.jobs.export_location names the ops.export_files row holding it.';

create function ops.request_deletion(p_email text, p_reason text) returns bigint
language sql
set search_path = ''
as $$ select ops.request_job('deletion', p_email, p_reason) $$;
comment on function ops.request_deletion(text, text) is
  'Asks for the person''s account to be deleted as their own deletion does it: the Stripe subscription cancelled at once, then every row of theirs and the auth user. Answers the job id. Cannot be undone once run.';

create function ops.resend_mail(p_email text, p_which text, p_reason text) returns bigint
language plpgsql
set search_path = ''
as $$
begin
  if p_which is null or p_which not in ('confirmation', 'reset') then
    raise exception 'which: Must be confirmation or reset' using errcode = '22023';
  end if;
  return ops.request_job(p_which || '_mail', p_email, p_reason);
end;
$$;
comment on function ops.resend_mail(text, text, text) is
  'Asks for a confirmation mail (p_which = confirmation; refused for a confirmed address) or a password-reset mail (reset) to be sent to the person again by Supabase Auth. Answers the job id.';

-- Extending a trial: a Stripe trial is Stripe's, so its extension is a job; one without a subscription is
-- extended here at once.

create function ops.extend_trial(p_email text, p_days integer, p_reason text) returns timestamptz
language plpgsql
set search_path = ''
as $$
declare
  v_reason text := ops.require_reason(p_reason);
  v_person public.profiles%rowtype;
  v_to timestamptz;
  v_job bigint;
begin
  if p_days is null or p_days not between 1 and 90 then
    raise exception 'days: Must be 1 to 90' using errcode = '22023';
  end if;
  select * into v_person from public.profiles where lower(email) = lower(btrim(p_email)) for update;
  if not found then
    raise exception 'email: No account has this address' using errcode = 'P0002';
  end if;
  v_to := greatest(v_person.trial_end_date, now()) + make_interval(days => p_days);

  if v_person.subscription_status = 'trialing' and v_person.stripe_subscription_id is not null then
    v_job := ops.request_job('extend_trial', v_person.email, v_reason, v_to);
    raise notice 'Queued as job %: the subscription''s trial ends then once it runs', v_job;
    return v_to;
  end if;
  if v_person.stripe_subscription_id is not null or v_person.subscription_status not in ('trial', 'setup_pending') then
    raise exception 'email: This account is % and has no trial to extend', v_person.subscription_status
      using errcode = '22023';
  end if;

  update public.profiles
  set trial_end_date = v_to, card_optional_until = v_to
  where id = v_person.id;
  perform ops.audit('extend_trial', v_person.id, v_person.email, v_reason,
    jsonb_build_object('days', p_days, 'from', v_person.trial_end_date, 'to', v_to));
  return v_to;
end;
$$;
comment on function ops.extend_trial(text, integer, text) is
  'Gives a person p_days (1–90) more trial: it ends p_days after the later of its end and now. No subscription yet (trial, setup_pending): at once, and the app asks for no card until then. A Stripe trial (trialing): queued as an extend_trial job that sets the subscription''s trial end (the webhook brings it to the profile). Refuses an empty reason, an unknown address and anyone not in a trial (active, past_due, cancelled, …). Returns the new end; logged in ops.audit_log.';

-- The runner's side ------------------------------------------------------------------------------------------

create function ops.claim_jobs(p_limit integer) returns setof ops.jobs
language sql
set search_path = ''
as $$
  update ops.jobs j
  set state = 'running', started_at = now(), attempts = j.attempts + 1
  where j.id in (
    select id from ops.jobs
    where state = 'queued' or (state = 'running' and started_at < now() - interval '10 minutes' and attempts < 3)
    order by id
    limit p_limit
    for update skip locked
  )
  returning j.*
$$;
comment on function ops.claim_jobs(integer) is
  'For the ops-jobs function: takes up to p_limit queued jobs (and running ones abandoned for 10 minutes, 3 tries in all), oldest first, and marks them running.';

create function ops.finish_job(p_id bigint, p_error text, p_export_location text default null) returns void
language sql
set search_path = ''
as $$
  update ops.jobs
  set state = case when p_error is null then 'done' else 'failed' end,
      finished_at = now(), error = p_error, export_location = p_export_location
  where id = p_id
$$;
comment on function ops.finish_job(bigint, text, text) is
  'For the ops-jobs function: marks a job done (p_error null, with the export''s location) or failed with p_error.';

create function ops.delete_expired_exports() returns integer
language sql
set search_path = ''
as $$
  with gone as (delete from ops.export_files where created_at < now() - interval '7 days' returning 1)
  select count(*)::integer from gone
$$;
comment on function ops.delete_expired_exports() is
  'For the ops-jobs function, at the start of each run: deletes export files older than 7 days (personal data is not kept once it could have been sent). Answers how many.';

revoke execute on all functions in schema ops from public;

-- Production: pg_cron calls the ops-jobs function every minute through pg_net (Vault secrets as for reminders)
-- while there is something to do.
-- Where either extension is missing this does nothing: the local stack calls the function itself.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net;
    perform cron.schedule(
      'halfwise-ops-jobs',
      '* * * * *',
      $cron$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/ops-jobs',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
          ),
          body := '{}'::jsonb,
          timeout_milliseconds := 55000
        )
        where exists (select 1 from ops.jobs where state in ('queued', 'running'))
           or exists (select 1 from ops.export_files where created_at < now() - interval '7 days')
      $cron$
    );
  end if;
exception when others then
  raise notice 'ops-jobs schedule not created: %', sqlerrm;
end
$$;
