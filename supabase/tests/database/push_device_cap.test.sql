-- At most 10 push devices a person (migration 20261208100000): an 11th insert is refused however it comes, a
-- known endpoint is renewed instead, and the migration's clean-up keeps each person's 10 most recently renewed.
begin;
select plan(7);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000000c1', 'c1@example.com'),
  ('00000000-0000-4000-8000-0000000000c2', 'c2@example.com');

\ir helpers/outcome.psql

set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-0000000000c1","role":"authenticated"}';
insert into public.push_subscriptions (endpoint, p256dh, auth)
select 'https://fcm.googleapis.com/fcm/send/' || n, repeat('p', 20), repeat('a', 20) from generate_series(1, 10) n;

select is(pg_temp.outcome($$insert into public.push_subscriptions (endpoint, p256dh, auth)
  values ('https://fcm.googleapis.com/fcm/send/11', repeat('p', 20), repeat('a', 20))$$),
  'error:HW409', 'the 11th device is refused');
select is(pg_temp.outcome($$insert into public.push_subscriptions (endpoint, p256dh, auth)
  values ('https://fcm.googleapis.com/fcm/send/3', repeat('q', 20), repeat('a', 20))
  on conflict (user_id, endpoint) do update set p256dh = excluded.p256dh, renewed_at = now()$$),
  'rows:1', 'a known device is renewed, not refused');
select is((select count(*) from public.push_subscriptions), 10::bigint, 'still 10 devices');
select is(pg_temp.outcome($$delete from public.push_subscriptions where endpoint like '%/1'$$), 'rows:1',
  'a device removed');
select is(pg_temp.outcome($$insert into public.push_subscriptions (endpoint, p256dh, auth)
  values ('https://fcm.googleapis.com/fcm/send/11', repeat('p', 20), repeat('a', 20))$$),
  'rows:1', 'makes room for another');
reset role;

-- Twelve rows from before the cap for c2 (the trigger set aside, as when the migration ran), renewed an hour
-- apart: the clean-up keeps the 10 most recent.
alter table public.push_subscriptions disable trigger push_subscriptions_cap;
insert into public.push_subscriptions (user_id, endpoint, p256dh, auth, renewed_at)
select '00000000-0000-4000-8000-0000000000c2', 'https://fcm.googleapis.com/fcm/send/old-' || n,
  repeat('p', 20), repeat('a', 20), timestamptz '2026-12-01 00:00Z' + n * interval '1 hour'
from generate_series(1, 12) n;
alter table public.push_subscriptions enable trigger push_subscriptions_cap;

select is(private.keep_recent_push_subscriptions(), 2, 'two rows deleted in all');
select results_eq(
  $$select endpoint from public.push_subscriptions
    where user_id = '00000000-0000-4000-8000-0000000000c2' order by renewed_at$$,
  $$select 'https://fcm.googleapis.com/fcm/send/old-' || n from generate_series(3, 12) n$$,
  'the 10 most recently renewed are kept');

select * from finish();
rollback;
