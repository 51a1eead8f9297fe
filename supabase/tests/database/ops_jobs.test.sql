-- Operators' jobs (docs/operators.md "Jobs"): the request functions queue what they say, refuse what they say
-- (changing nothing), log each request, and the runner's claim and finish move a job through its states.
begin;
select plan(28);

select is(has_table_privilege(r, 'ops.jobs', 'select'), false, format('%s cannot read ops.jobs', r))
from unnest(array['anon', 'authenticated']) as r order by r;
set local role authenticated;
select throws_ok($$select ops.request_deletion('x@example.com', 'x')$$, '42501', null,
  'authenticated cannot request a deletion');
reset role;

insert into auth.users (id, email, email_confirmed_at) values
  ('00000000-0000-4000-8000-0000000000f1', 'confirmed@example.com', now()),
  ('00000000-0000-4000-8000-0000000000f2', 'unconfirmed@example.com', null);
set local ops.operator = 'ana@halfwise.app';

-- Refusals: nothing queued, nothing logged.
select throws_ok($$select ops.request_export('confirmed@example.com', '')$$, '22023',
  'reason: Say why (a ticket or the request), it goes in ops.audit_log', 'an export needs a reason');
select throws_ok($$select ops.request_deletion('nobody@example.com', 'ticket 7')$$, 'P0002',
  'email: No account has this address', 'an unknown address is refused');
select throws_ok($$select ops.resend_mail('confirmed@example.com', 'welcome', 'ticket 7')$$, '22023',
  'which: Must be confirmation or reset', 'only a confirmation or a reset mail is resent');
select throws_ok($$select ops.resend_mail('confirmed@example.com', 'confirmation', 'ticket 7')$$, '22023',
  'email: This address is confirmed already; send a reset mail if they cannot sign in',
  'a confirmation mail to a confirmed address is refused');
select is((select count(*) from ops.jobs), 0::bigint, 'refusals queue nothing');
select is((select count(*) from ops.audit_log), 0::bigint, 'refusals log nothing');

-- Requests.
select isnt(ops.request_export(' Confirmed@Example.com', 'ticket 8'), null, 'an export is queued');
select isnt(ops.request_deletion('confirmed@example.com', 'ticket 9'), null, 'a deletion is queued');
select isnt(ops.resend_mail('unconfirmed@example.com', 'confirmation', 'ticket 10'), null,
  'a confirmation mail to an unconfirmed address is queued');
select isnt(ops.resend_mail('confirmed@example.com', 'reset', 'ticket 11'), null, 'a reset mail is queued');
select throws_ok($$select ops.request_export('confirmed@example.com', 'ticket 12')$$, '23505', null,
  'a second export while one is open is refused');
select results_eq(
  $$select kind, person_email, state, requested_by, reason from ops.jobs order by id$$,
  $$values ('export', 'confirmed@example.com', 'queued', 'ana@halfwise.app', 'ticket 8'),
           ('deletion', 'confirmed@example.com', 'queued', 'ana@halfwise.app', 'ticket 9'),
           ('confirmation_mail', 'unconfirmed@example.com', 'queued', 'ana@halfwise.app', 'ticket 10'),
           ('reset_mail', 'confirmed@example.com', 'queued', 'ana@halfwise.app', 'ticket 11')$$,
  'each job names its kind, person, operator and reason'
);
select results_eq(
  $$select a.action, a.operator, a.reason, (a.details ->> 'job')::bigint from ops.audit_log a order by a.id$$,
  $$select 'request_' || kind, requested_by, reason, id from ops.jobs order by id$$,
  'each request is in the audit log with its job'
);

-- The runner: a claim takes the queued jobs once; finish records the end.
select is((select count(*) from ops.claim_jobs(3)), 3::bigint, 'a claim takes at most its limit');
select is((select count(*) from ops.claim_jobs(10)), 1::bigint, 'a second claim takes only what is left');
select is((select count(*) from ops.claim_jobs(10)), 0::bigint, 'running jobs are not taken again at once');
select lives_ok($$select ops.finish_job(min(id), null, 'here') from ops.jobs$$, 'a job is finished');
select lives_ok($$select ops.finish_job(max(id), 'Supabase Auth refused: 429', null) from ops.jobs$$, 'a job fails');
select results_eq(
  $$select state, error, export_location, attempts, finished_at is not null from ops.jobs where id in ((select min(id) from ops.jobs), (select max(id) from ops.jobs)) order by id$$,
  $$values ('done', null, 'here', 1, true), ('failed', 'Supabase Auth refused: 429', null, 1, true)$$,
  'finish marks a job done with its location, or failed with its error'
);
-- A run that died: its jobs are taken again after 10 minutes.
update ops.jobs set started_at = now() - interval '11 minutes' where state = 'running';
select is((select count(*) from ops.claim_jobs(10)), 2::bigint, 'jobs abandoned for 10 minutes are taken again');

-- Export files go after 7 days, the younger ones stay.
insert into ops.export_files (job_id, file_name, content, created_at)
select id, 'halfwise-x.json', '{}', now() - case when id = (select min(id) from ops.jobs) then interval '7 days 1 minute' else interval '6 days' end
from ops.jobs where kind in ('export', 'deletion');
select is(ops.delete_expired_exports(), 1, 'one export file was older than 7 days');
select results_eq(
  $$select j.kind from ops.export_files f join ops.jobs j on j.id = f.job_id$$,
  $$values ('deletion')$$,
  'it was deleted, the younger one kept'
);

-- A Stripe trial is extended by a job that carries the new end.
insert into auth.users (id, email) values ('00000000-0000-4000-8000-0000000000f3', 'trialing@example.com');
update public.profiles
set subscription_status = 'trialing', stripe_customer_id = 'cus_f3', stripe_subscription_id = 'sub_f3',
    trial_end_date = now() + interval '3 days'
where id = '00000000-0000-4000-8000-0000000000f3';
select is(ops.extend_trial('trialing@example.com', 7, 'ticket 15'), now() + interval '10 days',
  'extend_trial answers the Stripe trial''s new end');
select results_eq(
  $$select kind, state, trial_end, reason from ops.jobs where person_email = 'trialing@example.com'$$,
  $$values ('extend_trial', 'queued', now() + interval '10 days', 'ticket 15')$$,
  'it is queued as an extend_trial job with the new end'
);
select results_eq(
  $$select action, (details ->> 'to')::timestamptz from ops.audit_log where person_email = 'trialing@example.com'$$,
  $$values ('request_extend_trial', now() + interval '10 days')$$,
  'the request is in the audit log with the new end'
);

select * from finish();
rollback;
