-- At most 10 devices per person (docs/reminders.md): each device's subscription now records when it was last
-- renewed, a person's 10 most recently renewed are kept, and an 11th is refused however it is inserted (the
-- API, or PostgREST straight to the table), two at once included.

alter table public.push_subscriptions add column renewed_at timestamptz;
update public.push_subscriptions set renewed_at = created_at;
alter table public.push_subscriptions alter column renewed_at set default now(), alter column renewed_at set not null;
comment on column public.push_subscriptions.renewed_at is 'When the device last subscribed (its keys renewed); the most recent 10 were kept when the cap came.';

-- Run once below; kept so that pgTAP can show which rows it keeps.
create function private.keep_recent_push_subscriptions() returns integer
language sql
set search_path = ''
as $$
  with gone as (
    delete from public.push_subscriptions p
    using (
      select id, row_number() over (partition by user_id order by renewed_at desc, id desc) as place
      from public.push_subscriptions
    ) ranked
    where p.id = ranked.id and ranked.place > 10
    returning 1
  )
  select count(*)::integer from gone
$$;
revoke execute on function private.keep_recent_push_subscriptions() from public;
comment on function private.keep_recent_push_subscriptions() is
  'Deletes all but each person''s 10 most recently renewed push subscriptions; how many it deleted.';
select private.keep_recent_push_subscriptions();

create function private.push_subscriptions_cap() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- One person's inserts wait for each other here until commit, so two at once cannot both see room.
  perform pg_advisory_xact_lock(hashtextextended('push_subscriptions:' || new.user_id::text, 0));
  -- The same device again becomes an update of its row (on conflict), not a new device.
  if exists (select 1 from public.push_subscriptions where user_id = new.user_id and endpoint = new.endpoint) then
    return new;
  end if;
  if (select count(*) from public.push_subscriptions where user_id = new.user_id) >= 10 then
    raise exception 'At most 10 devices' using errcode = 'HW409';
  end if;
  return new;
end
$$;
revoke execute on function private.push_subscriptions_cap() from public;
comment on function private.push_subscriptions_cap() is
  'Refuses (HW409) a person''s 11th push subscription; a known endpoint passes, to be renewed by on conflict.';

create trigger push_subscriptions_cap before insert on public.push_subscriptions
for each row execute function private.push_subscriptions_cap();

comment on column public.push_subscriptions.endpoint is
  'The push service URL: https on a push service''s host, or http://127.0.0.1 on the local stack (docs/reminders.md).';
