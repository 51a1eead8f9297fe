-- private.require_open_session: the open-session check that rides in readAsUser's message. It raises HW401 for
-- an ended, expired or someone else's session; only the server (the database owner) may call it.
begin;
select plan(7);

insert into auth.users (id, email) values ('00000000-0000-4000-8000-00000000a001', 'guard@example.com');
insert into auth.sessions (id, user_id) values
  ('00000000-0000-4000-8000-00000000b001', '00000000-0000-4000-8000-00000000a001');
insert into auth.sessions (id, user_id, not_after) values
  ('00000000-0000-4000-8000-00000000b002', '00000000-0000-4000-8000-00000000a001', now() - interval '1 second');

select lives_ok(
  $$select private.require_open_session('00000000-0000-4000-8000-00000000b001', '00000000-0000-4000-8000-00000000a001')$$,
  'an open session of its user passes');
select throws_ok(
  $$select private.require_open_session('00000000-0000-4000-8000-00000000b002', '00000000-0000-4000-8000-00000000a001')$$,
  'HW401', 'Session ended', 'a session past not_after is ended');
select throws_ok(
  $$select private.require_open_session('00000000-0000-4000-8000-00000000b001', '00000000-0000-4000-8000-00000000a002')$$,
  'HW401', 'Session ended', 'another user''s session does not count');
delete from auth.sessions where id = '00000000-0000-4000-8000-00000000b001';
select throws_ok(
  $$select private.require_open_session('00000000-0000-4000-8000-00000000b001', '00000000-0000-4000-8000-00000000a001')$$,
  'HW401', 'Session ended', 'a logged-out (deleted) session is ended');

select ok(
  not has_function_privilege(r, 'private.require_open_session(uuid, uuid)', 'execute'),
  format('%s has no execute privilege on private.require_open_session', r)
)
from unnest(array['anon', 'authenticated']) as r order by r;
select is((select p.proconfig from pg_proc p where p.oid = 'private.require_open_session(uuid, uuid)'::regprocedure),
          array['search_path=""'], 'it has a fixed, empty search path');

select * from finish();
rollback;
