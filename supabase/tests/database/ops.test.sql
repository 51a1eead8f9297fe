-- The operators' schema (docs/operators.md): closed to the API roles, open to postgres; find_person and
-- extend_trial do what they say, refuse what they say, and write one audit row per action.
begin;
select plan(30);

-- Who may use the schema at all: only its owner's side.
select is(has_schema_privilege(r, 'ops', 'usage'), false, format('%s has no usage on schema ops', r))
from unnest(array['anon', 'authenticated', 'service_role']) as r order by r;
select is(has_schema_privilege('postgres', 'ops', 'usage'), true, 'postgres uses schema ops');
select is_empty(
  $$select p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'ops' and has_function_privilege('public', p.oid, 'execute')$$,
  'no ops function is executable by public'
);

set local role anon;
select throws_ok('select * from ops.people', '42501', null, 'anon cannot read ops.people');
select throws_ok('select * from ops.audit_log', '42501', null, 'anon cannot read ops.audit_log');
select throws_ok($$select ops.extend_trial('a@example.com', 7, 'x')$$, '42501', null, 'anon cannot extend a trial');
reset role;
set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-0000000000e1","role":"authenticated"}';
select throws_ok('select * from ops.people', '42501', null, 'authenticated cannot read ops.people');
select throws_ok($$select * from ops.find_person('a@example.com')$$, '42501', null, 'authenticated cannot find a person');
select throws_ok($$select ops.extend_trial('a@example.com', 7, 'x')$$, '42501', null, 'authenticated cannot extend a trial');
reset role;

-- Everything an operator sees carries a comment (Studio shows them).
select is_empty(
  $$select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'ops' and c.relkind in ('r', 'v') and obj_description(c.oid, 'pg_class') is null$$,
  'every table and view in ops has a comment'
);
select is_empty(
  $$select c.relname || '.' || a.attname from pg_attribute a join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'ops' and c.relkind in ('r', 'v') and a.attnum > 0 and not a.attisdropped
      and col_description(c.oid, a.attnum) is null$$,
  'every column in ops has a comment'
);
select is_empty(
  $$select p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'ops' and obj_description(p.oid, 'pg_proc') is null$$,
  'every function in ops has a comment'
);

-- People: one trial without a card, one on a Stripe trial sharing a budget with a partner.
insert into auth.users (id, email, last_sign_in_at) values
  ('00000000-0000-4000-8000-0000000000e1', 'trial@example.com', now()),
  ('00000000-0000-4000-8000-0000000000e2', 'stripe@example.com', null),
  ('00000000-0000-4000-8000-0000000000e3', 'partner@example.com', null);
update public.profiles set trial_end_date = now() + interval '2 days' where id = '00000000-0000-4000-8000-0000000000e1';
update public.profiles set subscription_status = 'trialing', stripe_customer_id = 'cus_e2', stripe_subscription_id = 'sub_e2'
where id = '00000000-0000-4000-8000-0000000000e2';
insert into auth.users (id, email) values ('00000000-0000-4000-8000-0000000000e4', 'paying@example.org');
update public.profiles set subscription_status = 'active', stripe_customer_id = 'cus_e4', stripe_subscription_id = 'sub_e4'
where id = '00000000-0000-4000-8000-0000000000e4';
insert into public.households (owner_id, partner_id) values
  ('00000000-0000-4000-8000-0000000000e2', '00000000-0000-4000-8000-0000000000e3');
insert into public.budgets (user_id, month, year) values
  ('00000000-0000-4000-8000-0000000000e2', '2027-01', 2027), ('00000000-0000-4000-8000-0000000000e2', '2027-02', 2027);
insert into public.reminder_settings (user_id, bills_enabled, email) values ('00000000-0000-4000-8000-0000000000e2', true, true);

select results_eq(
  $$select email, household, months_budgeted, reminders_on from ops.people
    where email like '%@example.com' order by email$$,
  $$values ('partner@example.com', 'partner of stripe@example.com', 0::bigint, false),
           ('stripe@example.com', 'owner, partner partner@example.com', 2::bigint, true),
           ('trial@example.com', null, 0::bigint, false)$$,
  'ops.people shows household, months budgeted and reminders'
);

set local ops.operator = 'ana@halfwise.app';
select results_eq(
  $$select id, subscription_status from ops.find_person('  Trial@Example.com ', 'ticket 12')$$,
  $$values ('00000000-0000-4000-8000-0000000000e1'::uuid, 'trial')$$,
  'find_person finds an address in any case'
);
select is_empty($$select * from ops.find_person('nobody@example.com')$$, 'find_person finds no one for an unknown address');
select results_eq(
  $$select operator, action, person_email, reason, details from ops.audit_log where action = 'find_person' order by id$$,
  $$values ('ana@halfwise.app', 'find_person', 'trial@example.com', 'ticket 12', '{"found": 1}'::jsonb),
           ('ana@halfwise.app', 'find_person', 'nobody@example.com', null, '{"found": 0}'::jsonb)$$,
  'each search is in the audit log: who, what, why'
);

-- Extending: refusals change nothing and log nothing.
select throws_ok($$select ops.extend_trial('trial@example.com', 7, ' ')$$, '22023',
  'reason: Say why (a ticket or the request), it goes in ops.audit_log', 'an empty reason is refused');
select throws_ok($$select ops.extend_trial('trial@example.com', 0, 'ticket 13')$$, '22023', 'days: Must be 1 to 90',
  'zero days are refused');
select throws_ok($$select ops.extend_trial('trial@example.com', 91, 'ticket 13')$$, '22023', 'days: Must be 1 to 90',
  'more than 90 days are refused');
select throws_ok($$select ops.extend_trial('nobody@example.com', 7, 'ticket 13')$$, 'P0002',
  'email: No account has this address', 'an unknown address is refused');
select throws_ok($$select ops.extend_trial('paying@example.org', 7, 'ticket 13')$$, '22023',
  'email: This account is active and has no trial to extend', 'a paying subscriber has no trial to extend');
select is((select count(*) from ops.audit_log where action = 'extend_trial'), 0::bigint, 'refusals are not logged');

create temp table before as select trial_end_date from public.profiles where id = '00000000-0000-4000-8000-0000000000e1';
select is(
  ops.extend_trial('trial@example.com', 7, 'ticket 13'),
  (select trial_end_date + interval '7 days' from before),
  'extend_trial answers the new end: 7 days after the old one'
);
select results_eq(
  $$select trial_end_date, card_optional_until from public.profiles where id = '00000000-0000-4000-8000-0000000000e1'$$,
  $$select trial_end_date + interval '7 days', trial_end_date + interval '7 days' from before$$,
  'the trial ends later and the card waits until then'
);
select results_eq(
  $$select operator, person_id, reason, (details ->> 'days')::int, (details ->> 'to')::timestamptz
    from ops.audit_log where action = 'extend_trial'$$,
  $$select 'ana@halfwise.app', '00000000-0000-4000-8000-0000000000e1'::uuid, 'ticket 13', 7, trial_end_date + interval '7 days' from before$$,
  'the extension is in the audit log with its reason and its days'
);

-- An ended trial is extended from now, not from its past end.
update public.profiles set trial_end_date = now() - interval '30 days' where id = '00000000-0000-4000-8000-0000000000e1';
select is(ops.extend_trial('trial@example.com', 3, 'ticket 14'), now() + interval '3 days', 'an ended trial gets N days from now');

select throws_ok('update ops.audit_log set reason = null', '42501', 'ops.audit_log is append-only', 'the audit log cannot be edited');
select throws_ok('delete from ops.audit_log', '42501', 'ops.audit_log is append-only', 'the audit log cannot be emptied');

select * from finish();
rollback;
