-- Records that only the server writes: password reset tokens, lifecycle email events, conversion events and
-- processed Stripe webhook events. A person may read their own email and conversion events; nothing else.

create table public.password_reset_tokens (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  token text not null unique,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index password_reset_tokens_user_id_idx on public.password_reset_tokens (user_id);
comment on table public.password_reset_tokens is 'Kept for completeness of the original schema; password recovery is done by Supabase Auth. Server only.';
comment on column public.password_reset_tokens.token is 'Opaque single-use token (store a hash, never the raw token).';

create table public.email_events (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  email text not null,
  event_type text not null,
  event_properties jsonb,
  loops_event_id text,
  sent_successfully boolean not null default false,
  error_message text,
  created_at timestamptz not null default now()
);
create index email_events_user_id_idx on public.email_events (user_id, created_at);
comment on table public.email_events is 'Lifecycle emails sent through Loops. Written by the server; a person may read their own.';
comment on column public.email_events.email is 'Address the event was sent to.';
comment on column public.email_events.event_type is 'Loops event name, e.g. signup or trial_ending.';
comment on column public.email_events.event_properties is 'Properties sent with the event.';
comment on column public.email_events.loops_event_id is 'Id Loops returned for the event.';
comment on column public.email_events.error_message is 'Why sending failed, when sent_successfully is false.';

create table public.conversion_events (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  event_type text not null,
  event_value numeric,
  event_properties jsonb,
  event_id text,
  pixel_fired boolean not null default false,
  pixel_error text,
  server_event_sent boolean not null default false,
  server_event_error text,
  created_at timestamptz not null default now()
);
create index conversion_events_user_id_idx on public.conversion_events (user_id, created_at);
create index conversion_events_event_id_idx on public.conversion_events (event_id);
comment on table public.conversion_events is 'Ad conversion events (signup, subscribe) sent by browser pixel and server API. Written by the server; a person may read their own.';
comment on column public.conversion_events.event_value is 'Monetary value of the conversion in dollars, as the ad platform expects.';
comment on column public.conversion_events.event_id is 'Shared id that de-duplicates the pixel event and the server event.';
comment on column public.conversion_events.pixel_fired is 'Whether the browser pixel reported the event.';
comment on column public.conversion_events.server_event_sent is 'Whether the server-side events API accepted the event.';

create table public.stripe_events (
  id text primary key,
  type text not null,
  created timestamptz not null,
  processed_at timestamptz not null default now()
);
comment on table public.stripe_events is 'Stripe webhook events already processed (idempotency), written in the same transaction as their effect. Server only.';
comment on column public.stripe_events.id is 'Stripe event id (evt_…).';
comment on column public.stripe_events.type is 'Stripe event type, e.g. customer.subscription.updated.';
comment on column public.stripe_events.created is 'When Stripe created the event.';

alter table public.password_reset_tokens enable row level security;
alter table public.email_events enable row level security;
alter table public.conversion_events enable row level security;
alter table public.stripe_events enable row level security;
revoke all on table public.password_reset_tokens, public.email_events, public.conversion_events, public.stripe_events
  from anon, authenticated;
grant select on table public.email_events, public.conversion_events to authenticated;

create policy "email_events: owner reads" on public.email_events for select to authenticated
using ((select auth.uid()) = user_id);
create policy "conversion_events: owner reads" on public.conversion_events for select to authenticated
using ((select auth.uid()) = user_id);
