-- Fixed-window rate limits for login, sign-up and forgot-password, keyed by whatever the API chooses
-- (address, client, email). The counters live in the private schema; the API reaches them only through
-- public.hit_rate_limit().

create table private.rate_limit_hits (
  key text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (key, window_start)
);
comment on table private.rate_limit_hits is 'Hits per rate-limit key per fixed window.';

create function public.hit_rate_limit(p_key text, p_max integer, p_window_seconds integer) returns boolean
language plpgsql
security definer
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
revoke execute on function public.hit_rate_limit(text, integer, integer) from public;
grant execute on function public.hit_rate_limit(text, integer, integer) to anon, authenticated, service_role;
comment on function public.hit_rate_limit(text, integer, integer) is
  'Counts one hit for p_key in the current window of p_window_seconds; true while the window holds at most p_max hits.';
