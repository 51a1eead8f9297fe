-- Schema-wide guarantees: RLS on every public table, anon reads nothing, server-only tables are closed to
-- authenticated, updated_at is maintained everywhere, and the public forms accept writes they cannot read.
begin;
select plan(42);

select is_empty(
  $$select tablename from pg_tables where schemaname = 'public' and not rowsecurity$$,
  'row-level security is enabled on every table in public'
);

insert into auth.users (id, email) values ('00000000-0000-4000-8000-00000000000a', 'a@example.com');

-- anon: every table in public refuses a read.
set local role anon;
select throws_ok(format('select * from public.%I', tablename), '42501', null, format('anon cannot read %s', tablename))
from pg_tables where schemaname = 'public' order by tablename;
select throws_ok('select * from private.rate_limit_hits', '42501', null, 'anon cannot read the private schema');
reset role;

set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-00000000000a","role":"authenticated"}';
select throws_ok(format('select * from public.%I', t), '42501', null, format('authenticated cannot read %s', t))
from unnest(array['password_reset_tokens', 'stripe_events', 'contact_messages', 'email_captures']) as t order by t;
select throws_ok(
  $$insert into public.stripe_events (id, type, created) values ('evt_1', 'x', now())$$,
  '42501', null, 'authenticated cannot write stripe_events'
);

-- Public forms: a signed-in person sends a message as themselves, not as someone else.
select lives_ok(
  $$insert into public.contact_messages (name, email, category, subject, message)
    values ('Ana', 'a@example.com', 'support', 'Help', 'Please help me with this')$$,
  'authenticated can send a contact message'
);
select throws_ok(
  $$insert into public.contact_messages (user_id, name, email, category, subject, message)
    values ('00000000-0000-4000-8000-00000000000b', 'Ana', 'a@example.com', 'support', 'Help', 'Please help me')$$,
  '42501', null, 'a contact message cannot claim another sender'
);
reset role;

set local role anon;
select lives_ok(
  $$insert into public.contact_messages (name, email, category, subject, message)
    values ('Visitor', 'v@example.com', 'feedback', 'Hello', 'A long enough message')$$,
  'anon can send a contact message'
);
select throws_ok(
  $$insert into public.contact_messages (name, email, category, subject, message)
    values ('Visitor', 'v@example.com', 'feedback', 'Hello', 'short')$$,
  '23514', null, 'a contact message needs at least 10 characters'
);
select lives_ok($$select public.capture_email(' Visitor@Example.com ')$$, 'anon can capture an email');
select lives_ok($$select public.capture_email('visitor@example.com')$$, 'capturing the same email again is fine');
reset role;

select is((select count(*) from public.email_captures where email = 'visitor@example.com'), 1::bigint,
          'a captured email is stored once, lower-cased');
select is((select user_id from public.contact_messages where name = 'Ana'), '00000000-0000-4000-8000-00000000000a'::uuid,
          'a signed-in sender is recorded as the message''s user');

-- updated_at: every table that has the column carries the shared trigger.
select is_empty(
  $$select c.table_name from information_schema.columns c
    where c.table_schema = 'public' and c.column_name = 'updated_at'
      and not exists (
        select 1 from pg_trigger t join pg_proc p on p.oid = t.tgfoid
        join pg_namespace n on n.oid = p.pronamespace
        where t.tgrelid = format('public.%I', c.table_name)::regclass and p.proname = 'set_updated_at' and n.nspname = 'private')$$,
  'every table with updated_at has the set_updated_at trigger'
);

insert into public.budgets (user_id, month, year, updated_at)
values ('00000000-0000-4000-8000-00000000000a', '2026-01', 2026, now() - interval '1 day');
update public.budgets set carry_forward = 1 where user_id = '00000000-0000-4000-8000-00000000000a';
select cmp_ok((select updated_at from public.budgets where user_id = '00000000-0000-4000-8000-00000000000a'),
              '>', now() - interval '1 minute', 'budgets.updated_at changes on update');

select throws_ok(
  $$insert into public.budgets (user_id, month, year) values ('00000000-0000-4000-8000-00000000000a', '2026-13', 2026)$$,
  '23514', null, 'a budget month must be yyyy-MM'
);
select throws_ok(
  $$insert into public.future_plans (user_id, name, target_amount) values ('00000000-0000-4000-8000-00000000000a', 'Yacht', 100000001)$$,
  '23514', null, 'amounts are capped at one million dollars'
);

select * from finish();
rollback;
