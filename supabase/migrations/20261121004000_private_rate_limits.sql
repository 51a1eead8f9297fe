-- Rate limits move out of the exposed schema: the API counts hits as the database owner through
-- private.hit_rate_limit, which anon and authenticated can neither see nor call. Login failures are counted
-- per (email, address) beside them, so a wrong password slows that pair down without locking the account.

create function private.hit_rate_limit(p_key text, p_max integer, p_window_seconds integer) returns boolean
language plpgsql
set search_path = ''
as $$
declare
  v_window_start timestamptz;
  v_hits integer;
begin
  if p_key is null or p_max is null or p_max < 0 or p_window_seconds is null or p_window_seconds <= 0 then
    raise exception 'hit_rate_limit: key, max >= 0 and window_seconds > 0 are required' using errcode = '22023';
  end if;
  v_window_start := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);

  insert into private.rate_limit_hits as h (key, window_start, hits)
  values (p_key, v_window_start, 1)
  on conflict (key, window_start) do update set hits = h.hits + 1
  returning h.hits into v_hits;

  -- Forget this key's finished windows so the table stays small.
  delete from private.rate_limit_hits where key = p_key and window_start < v_window_start;

  return v_hits <= p_max;
end;
$$;
revoke execute on function private.hit_rate_limit(text, integer, integer) from public, anon, authenticated, service_role;
comment on function private.hit_rate_limit(text, integer, integer) is
  'Counts one hit for p_key in the current window of p_window_seconds; true while the window holds at most p_max hits. Server only.';

drop function public.hit_rate_limit(text, integer, integer);

create table private.login_failures (
  email text not null,
  address text not null,
  failures integer not null check (failures > 0),
  last_failed_at timestamptz not null,
  primary key (email, address)
);
alter table private.login_failures enable row level security;
revoke all on table private.login_failures from public, anon, authenticated, service_role;
comment on table private.login_failures is
  'Failed logins per (lower-cased email, client address); a success from that address clears its row. Server only.';
