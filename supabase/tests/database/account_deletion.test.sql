-- Deleting an account (public.delete_own_account) leaves no row of the person in any table. The tables are
-- read from the catalog, so a table added later is covered without touching this file: every uuid column is
-- searched for the person's id, and every text, varchar and jsonb column for their id and their address.
begin;
select plan(8);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000000d1', 'leaving@example.com'),
  ('00000000-0000-4000-8000-0000000000d2', 'staying@example.com');
insert into auth.sessions (id, user_id) values
  ('00000000-0000-4000-8000-0000000005d1', '00000000-0000-4000-8000-0000000000d1'),
  ('00000000-0000-4000-8000-0000000005d2', '00000000-0000-4000-8000-0000000000d2');
insert into auth.refresh_tokens (token, user_id, session_id) values
  ('refresh-leaving', '00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-0000000005d1'),
  ('refresh-staying', '00000000-0000-4000-8000-0000000000d2', '00000000-0000-4000-8000-0000000005d2');

create temp table people (label text primary key, id uuid not null, email text not null);
insert into people values
  ('leaving', '00000000-0000-4000-8000-0000000000d1', 'leaving@example.com'),
  ('staying', '00000000-0000-4000-8000-0000000000d2', 'staying@example.com');

-- Both people have a row in every table that can hold one of theirs (written as the table owner).
insert into public.budgets (user_id, month, year) select id, '2026-01', 2026 from people;
insert into public.income_items (budget_id, user_id, name, amount, date)
select b.id, b.user_id, 'Paycheck', 250000, '1' from public.budgets b join people p on p.id = b.user_id;
insert into public.expense_items (budget_id, user_id, name, amount, due_date)
select b.id, b.user_id, 'Rent', 140000, '1' from public.budgets b join people p on p.id = b.user_id;
insert into public.future_plans (user_id, name, target_amount) select id, 'Vacation', 200000 from people;
insert into public.pay_schedules (user_id, kind, day) select id, 'monthly', 25 from people;
insert into public.goal_settings (user_id, into_budget) select id, true from people;
insert into public.goal_set_aside_ticks (user_id, payday, amount) select id, '2027-01-01', 5000 from people;
insert into public.runway_apply_undos (user_id, undo_id, record) select id, 'undo-0001', '{}' from people;
insert into public.password_reset_tokens (user_id, token, expires_at) select id, 'token-' || id, now() from people;
insert into public.email_events (user_id, email, event_type) select id, email, 'signup' from people;
insert into public.conversion_events (user_id, event_type) select id, 'registration' from people;
insert into public.idempotency_keys (user_id, key, request_hash, response_status, response_body)
select id, 'key', repeat('a', 64), 200, '{}' from people;
insert into public.budget_copies (budget_id, user_id, revision, created_budget, carry_forward_before, future_goals_balance_before)
select b.id, b.user_id, 0, false, 0, 0 from public.budgets b join people on people.id = b.user_id;
insert into public.calendar_feeds (user_id, token_hash) select id, encode(sha256(id::text::bytea), 'hex') from people;
insert into public.reminder_settings (user_id, email) select id, true from people;
insert into public.push_subscriptions (user_id, endpoint, p256dh, auth)
select id, 'https://push.example.com/' || label, repeat('p', 20), repeat('a', 20) from people;
insert into public.sent_reminders (user_id, subject, due_date, channel) select id, 'payday', '2026-01-15', 'email' from people;
insert into private.reminder_unsubscribe_tokens (user_id) select id from people;
-- Households: each owns one; the leaving person is the staying one's partner, and the staying person is the
-- partner of a third person (so a partner_id still names them afterwards).
insert into auth.users (id, email) values ('00000000-0000-4000-8000-0000000000d3', 'third@example.com');
insert into public.households (owner_id, partner_id) values
  ('00000000-0000-4000-8000-0000000000d1', null),
  ('00000000-0000-4000-8000-0000000000d2', '00000000-0000-4000-8000-0000000000d1'),
  ('00000000-0000-4000-8000-0000000000d3', '00000000-0000-4000-8000-0000000000d2');
insert into public.contact_messages (user_id, name, email, category, subject, message)
select id, 'Pat', email, 'support', 'Help', 'A message of mine.' from people;
insert into public.email_captures (email) select email from people;
insert into private.login_failures (email, address, failures, last_failed_at) select email, '198.18.0.1', 1, now() from people;
insert into private.rate_limit_hits (key, window_start, hits) select 'forgot:email:' || email, now(), 1 from people;

-- Every column in every table outside the system schemas that names the person: 'schema.table.column'.
create function pg_temp.columns_naming(person uuid, address text) returns setof text
language plpgsql as $$
declare
  col record;
  found boolean;
begin
  for col in
    select c.table_schema, c.table_name, c.column_name, c.data_type
    from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
    where t.table_type = 'BASE TABLE'
      and c.table_schema not in ('pg_catalog', 'information_schema', 'extensions', 'supabase_migrations')
      and c.table_schema not like 'pg\_%'
      and c.data_type in ('uuid', 'text', 'character varying', 'jsonb', 'json')
  loop
    if col.data_type = 'uuid' then
      execute format('select exists (select 1 from %I.%I where %I = $1)', col.table_schema, col.table_name, col.column_name)
      into found using person;
    else
      execute format('select exists (select 1 from %I.%I where strpos(lower(%I::text), $1) > 0 or strpos(lower(%I::text), $2) > 0)',
                     col.table_schema, col.table_name, col.column_name, col.column_name)
      into found using person::text, lower(address);
    end if;
    if found then
      return next format('%s.%s.%s', col.table_schema, col.table_name, col.column_name);
    end if;
  end loop;
end $$;

-- The fixture is complete: every table that references auth.users or profiles holds a row of the person,
-- so a new table of user data fails here until this file gives it one (and then is checked below).
select is_empty($$
  select format('%s.%s', n.nspname, r.relname)
  from pg_constraint k
  join pg_class r on r.oid = k.conrelid
  join pg_namespace n on n.oid = r.relnamespace
  where k.contype = 'f' and k.confrelid in ('auth.users'::regclass, 'public.profiles'::regclass)
    and format('%s.%s', n.nspname, r.relname) not in (select split_part(c, '.', 1) || '.' || split_part(c, '.', 2)
                                                    from pg_temp.columns_naming('00000000-0000-4000-8000-0000000000d1', 'leaving@example.com') c)
$$, 'every table that references a user holds a row of the person before the deletion');

create temp table named_before as
select * from pg_temp.columns_naming('00000000-0000-4000-8000-0000000000d1', 'leaving@example.com') as c;

grant select on people to authenticated;
set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-0000000000d1","role":"authenticated"}';

select throws_ok($$ delete from auth.users $$, '42501', null, 'a user cannot delete auth rows directly');
select lives_ok($$ select public.delete_own_account() $$, 'the person deletes their own account');

reset role;

select is_empty($$ select * from pg_temp.columns_naming('00000000-0000-4000-8000-0000000000d1', 'leaving@example.com') $$,
                'no column of any table names the deleted person or their address');
select is((select count(*) from auth.sessions where user_id = '00000000-0000-4000-8000-0000000000d1'), 0::bigint,
          'every session of the person has ended');

-- The other person keeps everything.
select set_eq($$ select * from pg_temp.columns_naming('00000000-0000-4000-8000-0000000000d2', 'staying@example.com') $$,
              $$ select c from named_before $$,
              'the other person is still named in every column the deleted person was');
select is((select count(*) from public.budgets b join people p on p.id = b.user_id where p.label = 'staying'), 1::bigint,
          'the other person''s budget is untouched');

-- Without a signed-in caller there is nobody to delete.
set local role anon;
select throws_ok($$ select public.delete_own_account() $$, '42501', null, 'a visitor cannot call the deletion');
reset role;

select * from finish();
rollback;
