-- Reminders' tables under row-level security: person A reads and changes only A's settings and devices, reads
-- only A's sent reminders and writes none; the unsubscribe link's secret stays server-side.
begin;
select plan(39);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-00000000000a', 'a@example.com'),
  ('00000000-0000-4000-8000-00000000000b', 'b@example.com');
create temp table people (label text primary key, id uuid not null);
insert into people values ('A', '00000000-0000-4000-8000-00000000000a'), ('B', '00000000-0000-4000-8000-00000000000b');

insert into public.reminder_settings (user_id, bills_enabled, email) select id, true, true from people;
insert into public.push_subscriptions (user_id, endpoint, p256dh, auth)
select id, 'https://push.example.com/' || label, repeat('p', 20), repeat('a', 20) from people;
insert into public.sent_reminders (user_id, subject, due_date, channel, device_id, state)
select user_id, 'payday', '2027-03-05', 'push', id, 'sent' from public.push_subscriptions;
insert into private.reminder_unsubscribe_tokens (user_id, token)
select id, case label when 'A' then '00000000-0000-4000-8000-0000000000aa'::uuid else '00000000-0000-4000-8000-0000000000bb'::uuid end
from people;

\ir helpers/outcome.psql

-- Each table × what A tries on B's rows and on A's own: the outcome pg_temp.outcome reports.
create temp table cases (
  table_name text primary key,
  tamper text not null,
  insert_sql text not null,
  own_insert text not null,
  own_update text not null,
  own_delete text not null,
  other_update text not null,
  other_delete text not null
);
insert into cases values
  ('reminder_settings', 'days_before = 5',
   'insert into public.reminder_settings (user_id) values (%L)',
   'error:23505', 'rows:1', 'rows:1', 'rows:0', 'rows:0'),
  ('push_subscriptions', 'p256dh = repeat(''q'', 20)',
   'insert into public.push_subscriptions (user_id, endpoint, p256dh, auth) values (%L, ''https://push.example.com/new'', repeat(''p'', 20), repeat(''a'', 20))',
   'rows:1', 'rows:2', 'rows:2', 'rows:0', 'rows:0'),
  ('sent_reminders', 'channel = ''email''',
   'insert into public.sent_reminders (user_id, subject, due_date, channel) values (%L, ''payday'', ''2027-04-05'', ''push'')',
   'error:42501', 'error:42501', 'error:42501', 'error:42501', 'error:42501');

create function pg_temp.count_where(table_name text, predicate text) returns bigint
language plpgsql as $$
declare n bigint;
begin
  execute format('select count(*) from public.%I where %s', table_name, predicate) into n;
  return n;
end $$;

create temp table counts_before as
select c.table_name, p.label, pg_temp.count_where(c.table_name, format('user_id = %L', p.id)) as n
from cases c cross join people p;
grant select on people, cases, counts_before to authenticated;

set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-00000000000a","role":"authenticated"}';

select is(pg_temp.count_where(c.table_name, format('user_id <> %L', a.id)), 0::bigint,
          format('%s: A sees no one else''s rows', c.table_name))
from cases c, people a where a.label = 'A' order by c.table_name;
select is(pg_temp.count_where(c.table_name, 'true'), b.n, format('%s: A sees all own rows', c.table_name))
from cases c join counts_before b on b.table_name = c.table_name and b.label = 'A' order by c.table_name;
select is(pg_temp.outcome(format('update public.%I set %s where user_id = %L', c.table_name, c.tamper, b.id)),
          c.other_update, format('%s: A cannot update B''s rows', c.table_name))
from cases c, people b where b.label = 'B' order by c.table_name;
select is(pg_temp.outcome(format('delete from public.%I where user_id = %L', c.table_name, b.id)),
          c.other_delete, format('%s: A cannot delete B''s rows', c.table_name))
from cases c, people b where b.label = 'B' order by c.table_name;
select is(pg_temp.outcome(format(c.insert_sql, b.id)), 'error:42501',
          format('%s: A cannot insert a row owned by B', c.table_name))
from cases c, people b where b.label = 'B' order by c.table_name;
select is(pg_temp.outcome(format(c.insert_sql, a.id)), c.own_insert,
          format('%s: A inserts own rows as allowed', c.table_name))
from cases c, people a where a.label = 'A' order by c.table_name;
select is(pg_temp.outcome(format('update public.%I set %s', c.table_name, c.tamper)), c.own_update,
          format('%s: A updates own rows as allowed', c.table_name))
from cases c order by c.table_name;
select is(pg_temp.outcome(format('delete from public.%I', c.table_name)), c.own_delete,
          format('%s: A deletes own rows as allowed', c.table_name))
from cases c order by c.table_name;

select throws_ok('select * from private.reminder_unsubscribe_tokens', '42501', null,
                 'A cannot read the unsubscribe secrets');
-- A's unsubscribe link works for A alone, signed in as anyone or not at all; an unknown token changes nothing.
select is(public.unsubscribe_reminder_emails('00000000-0000-4000-8000-0000000000ff'), false, 'an unknown token is refused');
reset role;
set local role anon;
select is(public.unsubscribe_reminder_emails('00000000-0000-4000-8000-0000000000bb'), true, 'B''s link works without signing in');
reset role;

select is(pg_temp.count_where(c.table_name, format('user_id = %L', b.id)), n.n,
          format('%s: B''s rows are all there after A''s attempts', c.table_name))
from cases c join people b on b.label = 'B'
join counts_before n on n.table_name = c.table_name and n.label = 'B' order by c.table_name;
select is((select endpoint from public.push_subscriptions where user_id = '00000000-0000-4000-8000-00000000000b'),
          'https://push.example.com/B', 'B''s device is unchanged');
select is((select days_before from public.reminder_settings where user_id = '00000000-0000-4000-8000-00000000000b'),
          1, 'B''s settings are unchanged by A');
select is((select email from public.reminder_settings where user_id = '00000000-0000-4000-8000-00000000000b'),
          false, 'B''s link turned B''s reminder emails off');
select is((select count(*) from public.sent_reminders where user_id = '00000000-0000-4000-8000-00000000000b'),
          1::bigint, 'B''s sent record is intact');

-- The record is unique per person, subject, date and device (push) or per person, subject and date (email).
select throws_ok(
  $$insert into public.sent_reminders (user_id, subject, due_date, channel, device_id)
    select user_id, 'payday', '2027-03-05', 'push', id from public.push_subscriptions
    where user_id = '00000000-0000-4000-8000-00000000000b'$$,
  '23505', null, 'a push is recorded once per subject, date and device');
select lives_ok(
  $$insert into public.sent_reminders (user_id, subject, due_date, channel)
    values ('00000000-0000-4000-8000-00000000000b', 'payday', '2027-03-05', 'email')$$,
  'an email is recorded apart from the pushes');
select throws_ok(
  $$insert into public.sent_reminders (user_id, subject, due_date, channel)
    values ('00000000-0000-4000-8000-00000000000b', 'payday', '2027-03-05', 'email')$$,
  '23505', null, 'an email is recorded once per subject and date');
select throws_ok(
  $$insert into public.sent_reminders (user_id, subject, due_date, channel)
    values ('00000000-0000-4000-8000-00000000000b', 'expense:1', '2027-03-05', 'push')$$,
  '23514', null, 'a push is recorded for a device');
select throws_ok(
  $$insert into public.reminder_settings (user_id, remind_at) values ('00000000-0000-4000-8000-00000000000a', '09:10')$$,
  '23514', null, 'a reminder time off the quarter hour is refused');

select * from finish();
rollback;
