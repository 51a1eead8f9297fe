-- Reminders are claimed, sent and marked (docs/reminders.md "One pass"): the record of each reminder is committed
-- before any request goes out, one per bill (or payday), date and device for push (per bill and date for email),
-- and says how far its send got, so one slow or failing device never holds up or repeats another's.

alter table public.sent_reminders
  drop constraint sent_reminders_pkey,
  add column id bigint generated always as identity primary key,
  add column device_id bigint references public.push_subscriptions (id) on delete cascade,
  -- Rows from before were sent whole: their state is 'sent'; new rows start 'claimed'.
  add column state text not null default 'sent'
    check (state in ('claimed', 'sending', 'sent', 'failed')),
  add column attempt smallint not null default 1 check (attempt in (1, 2)),
  add column claim uuid,
  add column claimed_at timestamptz not null default now();

alter table public.sent_reminders
  alter column state set default 'claimed',
  alter column sent_at drop not null,
  alter column sent_at drop default;

-- A push sent before this recorded the person, not the device: it stands for each device they have now, so
-- none of them is reminded of it again. With no device left it has nothing to stand for.
update public.sent_reminders set claimed_at = sent_at;
insert into public.sent_reminders (user_id, subject, due_date, channel, device_id, state, sent_at, claimed_at)
select r.user_id, r.subject, r.due_date, 'push', d.id, 'sent', r.sent_at, r.sent_at
from public.sent_reminders r
join public.push_subscriptions d on d.user_id = r.user_id
where r.channel = 'push' and r.device_id is null;
delete from public.sent_reminders where channel = 'push' and device_id is null;

alter table public.sent_reminders
  add constraint sent_reminders_device_of_push check ((channel = 'push') = (device_id is not null)),
  add constraint sent_reminders_once unique nulls not distinct (user_id, subject, due_date, channel, device_id);
create index sent_reminders_device_idx on public.sent_reminders (device_id);

comment on table public.sent_reminders is
  'Each reminder claimed for sending: to whom, about what (expense:<id> or payday), for which date, on which channel and device, and how far its send got.';
comment on column public.sent_reminders.device_id is 'The device a push went to; null for email.';
comment on column public.sent_reminders.state is
  'claimed: decided, nothing sent yet; sending: the request is going out; sent: accepted; failed: went out, not accepted (never sent again).';
comment on column public.sent_reminders.attempt is 'A claim whose send never started is taken over once by a later pass (attempt 2).';
comment on column public.sent_reminders.claim is 'The pass that holds the claim: only it may start the send.';
comment on column public.sent_reminders.sent_at is 'When the request went out.';
