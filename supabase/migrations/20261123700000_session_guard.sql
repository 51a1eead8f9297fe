-- The open-session check of every signed-in request, as a statement that rides in the same message as the
-- request's own read (db.readAsUser): begin; this guard; the claims; the read; commit. One round trip instead of
-- two. Runs as the connection's own role, before the claims switch to `authenticated`.
create function private.require_open_session(session uuid, person uuid) returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not exists (
    select 1 from auth.sessions s
    where s.id = require_open_session.session and s.user_id = require_open_session.person
      and (s.not_after is null or s.not_after > now())
  ) then
    raise exception 'Session ended' using errcode = 'HW401';
  end if;
end;
$$;
comment on function private.require_open_session(uuid, uuid) is
  'Raises HW401 unless the session is open for that user (a logout deletes its auth.sessions row). Server only.';
revoke execute on function private.require_open_session(uuid, uuid) from public, anon, authenticated;
