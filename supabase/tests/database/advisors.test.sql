-- What Supabase's advisors check (`supabase db advisors`, run by `npm test`), held here too: the server-only
-- tables state by a policy that no client role gets a row, even were a grant to let one in, and every function of
-- ours runs with a fixed search_path (migrations 20261210200000 and 20261210200001).
begin;
select plan(17);

select policies_are(s, t, array[format('%s: no client access', t)], format('%s.%s has its no-client-access policy', s, t))
from (values ('public', 'password_reset_tokens'), ('public', 'stripe_events'), ('public', 'email_captures'),
             ('private', 'login_failures'), ('private', 'reminder_unsubscribe_tokens')) as closed (s, t)
order by s, t;

select policy_roles_are(s, t, format('%s: no client access', t), array['anon', 'authenticated'],
                        format('%s.%s: the policy is for anon and authenticated', s, t))
from (values ('public', 'password_reset_tokens'), ('public', 'stripe_events'), ('public', 'email_captures'),
             ('private', 'login_failures'), ('private', 'reminder_unsubscribe_tokens')) as closed (s, t)
order by s, t;

insert into auth.users (id, email) values ('00000000-0000-4000-8000-0000000000c1', 'c1@example.com');
insert into public.password_reset_tokens (user_id, token, expires_at)
  values ('00000000-0000-4000-8000-0000000000c1', 'token-c1', now() + interval '1 hour');
insert into public.stripe_events (id, type, created) values ('evt_c1', 'checkout.session.completed', now());
insert into public.email_captures (email) values ('c1@example.com');
insert into private.login_failures (email, address, failures, last_failed_at)
  values ('c1@example.com', '203.0.113.9', 1, now());
insert into private.reminder_unsubscribe_tokens (user_id) values ('00000000-0000-4000-8000-0000000000c1');

-- A grant by mistake (undone with the test): the policy alone still keeps every row from the client.
grant usage on schema private to authenticated;
grant select, insert on public.password_reset_tokens, public.stripe_events, public.email_captures,
  private.login_failures, private.reminder_unsubscribe_tokens to authenticated;

set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-0000000000c1","role":"authenticated"}';
select is_empty(
  $$select 1 from public.password_reset_tokens union all select 1 from public.stripe_events
    union all select 1 from public.email_captures union all select 1 from private.login_failures
    union all select 1 from private.reminder_unsubscribe_tokens$$,
  'a client role granted select still reads no row of the closed tables'
);
select throws_ok($$insert into public.stripe_events (id, type, created) values ('evt_c2', 'x', now())$$,
                 '42501', null, 'a client role granted insert still writes no stripe event');
select throws_ok($$insert into public.email_captures (email) values ('c2@example.com')$$,
                 '42501', null, 'a client role granted insert still writes no email capture');
select throws_ok($$insert into private.login_failures (email, address, failures, last_failed_at)
                   values ('c1@example.com', '203.0.113.9', 0, now())$$,
                 '42501', null, 'a client role granted insert still clears no login failure');
select throws_ok($$insert into private.reminder_unsubscribe_tokens (user_id)
                   values ('00000000-0000-4000-8000-0000000000c1')$$,
                 '42501', null, 'a client role granted insert still makes no unsubscribe token');
select throws_ok($$insert into public.password_reset_tokens (user_id, token, expires_at)
                   values ('00000000-0000-4000-8000-0000000000c1', 'mine', now() + interval '1 hour')$$,
                 '42501', null, 'a client role granted insert still makes no reset token');
reset role;

select is_empty(
  $$select p.oid::regprocedure::text
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private')
      and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) as c where c like 'search_path=%')$$,
  'every function in public and private sets its search_path'
);

select * from finish();
rollback;
