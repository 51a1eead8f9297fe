-- Data that expires (docs/database.md "Retention"): each table of private.purge_jobs() holds expired rows and live
-- ones, the live ones just inside their period; one run of its purge deletes exactly the expired ones. Only the
-- database owner (pg_cron's jobs, the local stack) may run the purge.
begin;
select plan(31);

insert into auth.users (id, email) values ('00000000-0000-4000-8000-00000000000a', 'a@example.com');
insert into public.households (owner_id) values ('00000000-0000-4000-8000-00000000000a');

insert into private.rate_limit_hits (key, window_start, hits) values
  ('expired', now() - interval '1 day 1 minute', 1),
  ('live', now() - interval '23 hours', 1);
insert into private.login_failures (email, address, failures, last_failed_at) values
  ('expired@example.com', '203.0.113.1', 3, now() - interval '1 day 1 minute'),
  ('live@example.com', '203.0.113.1', 3, now() - interval '23 hours');
insert into public.idempotency_keys (user_id, key, request_hash, response_status, response_body, created_at) values
  (null, 'expired', repeat('a', 64), 201, '{}', now() - interval '48 hours 1 minute'),
  ('00000000-0000-4000-8000-00000000000a', 'live', repeat('a', 64), 201, '{}', now() - interval '47 hours');
insert into public.password_reset_tokens (user_id, token, expires_at) values
  ('00000000-0000-4000-8000-00000000000a', 'expired', now() - interval '1 minute'),
  ('00000000-0000-4000-8000-00000000000a', 'live', now() + interval '1 hour');
insert into public.household_invitations (owner_id, email, token_hash, expires_at, accepted_at) values
  ('00000000-0000-4000-8000-00000000000a', 'expired-unused@example.com', repeat('1', 64), now() - interval '31 days', null),
  ('00000000-0000-4000-8000-00000000000a', 'expired-accepted@example.com', repeat('2', 64), now() - interval '25 days', now() - interval '31 days'),
  ('00000000-0000-4000-8000-00000000000a', 'live-unused@example.com', repeat('3', 64), now() - interval '29 days', null),
  ('00000000-0000-4000-8000-00000000000a', 'live-accepted@example.com', repeat('4', 64), now() - interval '23 days', now() - interval '29 days'),
  ('00000000-0000-4000-8000-00000000000a', 'live-pending@example.com', repeat('5', 64), now() + interval '7 days', null);
insert into public.email_captures (email, created_at, last_seen_at) values
  ('expired@example.com', now() - interval '40 days', now() - interval '31 days'),
  ('live@example.com', now() - interval '40 days', now() - interval '29 days');
insert into public.sent_reminders (user_id, subject, due_date, channel, state, sent_at) values
  ('00000000-0000-4000-8000-00000000000a', 'expense:1', (now() at time zone 'UTC')::date - 31, 'email', 'sent', now()),
  ('00000000-0000-4000-8000-00000000000a', 'expense:2', (now() at time zone 'UTC')::date - 30, 'email', 'sent', now()),
  ('00000000-0000-4000-8000-00000000000a', 'payday', (now() at time zone 'UTC')::date + 3, 'email', 'claimed', null);
insert into public.runway_apply_undos (user_id, undo_id, record, created_at) values
  ('00000000-0000-4000-8000-00000000000a', 'expired-1', '{}', now() - interval '30 days 1 minute'),
  ('00000000-0000-4000-8000-00000000000a', 'live-0001', '{}', now() - interval '29 days');
insert into public.stripe_events (id, type, created, processed_at) values
  ('evt_expired', 'invoice.paid', now() - interval '40 days', now() - interval '30 days 1 minute'),
  ('evt_live', 'invoice.paid', now() - interval '40 days', now() - interval '29 days');
insert into public.email_events (user_id, email, event_type, created_at) values
  ('00000000-0000-4000-8000-00000000000a', 'a@example.com', 'expired', now() - interval '1 year 1 day'),
  ('00000000-0000-4000-8000-00000000000a', 'a@example.com', 'live', now() - interval '364 days');
insert into public.conversion_events (user_id, event_type, event_id, created_at) values
  ('00000000-0000-4000-8000-00000000000a', 'registration', 'expired', now() - interval '90 days 1 minute'),
  ('00000000-0000-4000-8000-00000000000a', 'registration', 'live', now() - interval '89 days');
insert into public.contact_messages (user_id, name, email, category, subject, message, created_at) values
  (null, 'expired', 'x@example.com', 'support', 'Hello', 'An old message.', now() - interval '1 year 1 day'),
  ('00000000-0000-4000-8000-00000000000a', 'live', 'a@example.com', 'support', 'Hello', 'A recent message.', now() - interval '364 days');

create function pg_temp.labels(p_table text, p_column text) returns text[]
language plpgsql as $$
declare v_labels text[];
begin
  execute format('select array_agg(%I::text) from %s', p_column, p_table) into v_labels;
  return v_labels;
end $$;

-- What each table keeps, by the column that names its rows, and how many one run should delete.
create temporary table expectations (table_name text, label text, expired bigint, kept text[]) on commit drop;
insert into expectations values
  ('private.rate_limit_hits', 'key', 1, array['live']),
  ('private.login_failures', 'email', 1, array['live@example.com']),
  ('public.idempotency_keys', 'key', 1, array['live']),
  ('public.password_reset_tokens', 'token', 1, array['live']),
  ('public.household_invitations', 'email', 2, array['live-accepted@example.com', 'live-pending@example.com', 'live-unused@example.com']),
  ('public.email_captures', 'email', 1, array['live@example.com']),
  ('public.sent_reminders', 'subject', 1, array['expense:2', 'payday']),
  ('public.runway_apply_undos', 'undo_id', 1, array['live-0001']),
  ('public.stripe_events', 'id', 1, array['evt_live']),
  ('public.email_events', 'event_type', 1, array['live']),
  ('public.conversion_events', 'event_id', 1, array['live']),
  ('public.contact_messages', 'name', 1, array['live']);

select set_eq(
  'select table_name from private.purge_jobs()',
  'select table_name from expectations',
  'every table with a purge job is filled here, and every table filled here has a job'
);
select is(
  (select count(distinct job_name) from private.purge_jobs()), 12::bigint, 'each table has its own job'
);

select is(private.purge_expired(e.table_name), e.expired, format('one purge of %s deletes its expired rows', e.table_name))
from expectations e order by e.table_name;
select is(
  array(select x from unnest(pg_temp.labels(e.table_name, e.label)) x order by x),
  e.kept,
  format('%s keeps exactly its live rows', e.table_name)
)
from expectations e order by e.table_name;

select throws_ok($$select private.purge_expired('public.budgets')$$, '22023', null, 'a table without a retention is refused');

select ok(
  not has_function_privilege(r, 'private.purge_expired(text)', 'execute'),
  format('%s has no execute privilege on private.purge_expired', r)
)
from unnest(array['anon', 'authenticated']) as r order by r;

set local role anon;
select throws_ok($$select private.purge_expired('public.idempotency_keys')$$, '42501', null, 'anon cannot run a purge');
reset role;
set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-00000000000a","role":"authenticated"}';
select throws_ok(
  $$select private.purge_expired('public.idempotency_keys')$$, '42501', null, 'authenticated cannot run a purge'
);
reset role;

select * from finish();
rollback;
