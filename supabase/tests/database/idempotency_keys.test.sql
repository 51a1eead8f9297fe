-- Idempotency-Key records: one per (caller, key), anonymous senders write without reading, and nobody
-- reads anyone else's (the owner × other matrix is in rls_isolation.test.sql).
begin;
select plan(7);

insert into auth.users (id, email) values ('00000000-0000-4000-8000-00000000000a', 'a@example.com');

set local role anon;
select lives_ok(
  $$insert into public.idempotency_keys (key, request_hash, response_status, response_body)
    values ('visitor-key', repeat('c', 64), 200, '{"ok":true}')$$,
  'anon records an anonymous key'
);
select throws_ok(
  $$insert into public.idempotency_keys (user_id, key, request_hash, response_status, response_body)
    values ('00000000-0000-4000-8000-00000000000a', 'k2', repeat('c', 64), 200, '{}')$$,
  '42501', null, 'anon cannot record a key for a user'
);
select throws_ok('select * from public.idempotency_keys', '42501', null, 'anon cannot read keys');
select throws_ok(
  $$insert into public.idempotency_keys (key, request_hash, response_status, response_body)
    values ('visitor-key', repeat('d', 64), 200, '{}')$$,
  '23505', null, 'an anonymous key is recorded once'
);
reset role;

set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-00000000000a","role":"authenticated"}';
select is_empty('select * from public.idempotency_keys', 'a user does not see anonymous keys');
select lives_ok(
  $$insert into public.idempotency_keys (key, request_hash, response_status, response_body)
    values ('visitor-key', repeat('e', 64), 201, '{}')$$,
  'a user''s keys are apart from anonymous ones (the same key is free)'
);
select throws_ok(
  $$insert into public.idempotency_keys (key, request_hash, response_status, response_body)
    values ('visitor-key', repeat('e', 64), 201, '{}')$$,
  '23505', null, 'a user records each key once'
);
reset role;

select * from finish();
rollback;
