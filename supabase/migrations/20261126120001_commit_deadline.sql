-- A write the api function has given up on (answered 503 after its deadline) must never commit later, as it
-- would when a frozen server thaws with the transaction's statements still queued. The function ends each of its
-- transactions with `reset role; select private.require_before(<deadline>); commit` in one message (the check runs
-- as the server, whoever the transaction acted as): past the deadline it raises, the transaction is aborted and the
-- commit in the same message never runs.
create function private.require_before(deadline timestamptz) returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  if clock_timestamp() > deadline then
    raise exception 'The request gave up before this transaction could commit' using errcode = 'HW503';
  end if;
end;
$$;
revoke execute on function private.require_before(timestamptz) from public, anon, authenticated, service_role;
comment on function private.require_before(timestamptz) is
  'Raises HW503 once clock_timestamp() is past the deadline: the last statement of every api transaction before its commit.';
